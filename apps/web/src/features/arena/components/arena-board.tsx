import type { BattleCard, Duel, Profile } from '@alchemy/contracts';
import { emptyDuelSlots, placeDuelCard, type DuelSlots } from '@alchemy/game-rules';
import {
  DndContext,
  DragOverlay,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useMemo, useState } from 'react';
import { CardActionDialogs } from '@/shared/card-actions/card-action-dialogs';
import { useCardActions } from '@/shared/card-actions/use-card-actions';
import { namedAnnouncements } from '@/lib/drag-announcements';
import { useAudioUnlock } from '@/lib/sound';
import { showSnackbar } from '@/lib/snackbar-store';
import { useDragSensors } from '@/lib/drag-sensors';
import { clearSlot, placementNotice, reconcileSlots } from '../arena-slots';
import { useDuelStart } from '../use-duel-start';
import { useDuelScreenPreload } from '../use-duel-screen-preload';
import { ArenaCardDialog, type CardDialogOutcome } from './arena-card-dialog';
import { BattleCardFace } from '@/components/ui/battle-card-face';
import { ArenaCardList } from './arena-card-list';
import { DuelArea } from './duel-area';
import { RivalPicker } from './rival-picker';
import { SLOT_PREFIX } from './duel-slot';

function cardOf(data: Record<string, unknown> | undefined): BattleCard | null {
  const card = data?.card;
  return card && typeof card === 'object' ? (card as BattleCard) : null;
}

/** Drags spoken by card name and slot number, not by internal ids. */
const announcements = namedAnnouncements({
  dragged: (active) => cardOf(active.data.current)?.card.name ?? 'card',
  target: (over) => {
    const id = String(over.id);
    return id.startsWith(SLOT_PREFIX)
      ? `duel slot ${Number(id.slice(SLOT_PREFIX.length)) + 1}`
      : 'the card list';
  },
});

/** The slot under the pointer wins over a bigger overlap with a neighbour. */
const slotFirst: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

interface ArenaBoardProps {
  profile: Profile;
  duel: Duel;
  cards: readonly BattleCard[] | undefined;
}

/** The duel area and the card list, joined by drag and drop and the detail dialog. */
export function ArenaBoard({ profile, duel, cards }: ArenaBoardProps) {
  const sensors = useDragSensors();
  // The Start click unlocks audio, so the duel screen can sound its result.
  useAudioUnlock();
  const [picked, setPicked] = useState<DuelSlots>(() => emptyDuelSlots(duel.playerCardSlots));
  const [dragged, setDragged] = useState<BattleCard | null>(null);
  const [details, setDetails] = useState<{ card: BattleCard; own: boolean } | null>(null);
  const { start, starting } = useDuelStart(profile, duel);

  // The list may change under the selection (a refresh, a listing): keep only usable cards.
  const slots = useMemo(
    () => reconcileSlots(picked, duel.playerCardSlots, cards ?? []),
    [picked, duel.playerCardSlots, cards],
  );
  const byId = useMemo(() => new Map((cards ?? []).map((card) => [card.id, card])), [cards]);
  const slotCards = slots.map((id) => (id === null ? null : (byId.get(id) ?? null)));
  useDuelScreenPreload(slots);
  const listed = cards?.filter((card) => !slots.includes(card.id));

  const select = useCallback(
    (card: BattleCard, preferred?: number): boolean => {
      const placed = placeDuelCard(slots, card, preferred);
      if (!placed.ok) {
        const notice = placementNotice(placed.error);
        showSnackbar(notice.message, { type: notice.type });
        return false;
      }
      setPicked(placed.value);
      return true;
    },
    [slots],
  );

  const openOwn = useCallback((card: BattleCard) => setDetails({ card, own: true }), []);
  const onOutcome = (outcome: CardDialogOutcome) => {
    if (outcome.type === 'selected') {
      if (select(outcome.card)) setDetails(null);
    } else if (outcome.type === 'purged') {
      setPicked(slots.map((id) => (id === outcome.card.id ? null : id)));
      setDetails(null);
    } else {
      setDetails({ card: outcome.card, own: true });
    }
  };
  // The lab's purge and improve / ascend flow: the details close under its result dialog
  // and reopen with the new card once the player has read it.
  const cardActions = useCardActions({
    balances: profile,
    onUpgraded: () => setDetails(null),
    onResultClosed: (card) => onOutcome({ type: 'ascended', card }),
    onPurged: (card) => onOutcome({ type: 'purged', card }),
  });

  const onDragStart = (event: DragStartEvent) => setDragged(cardOf(event.active.data.current));
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const card = cardOf(event.active.data.current);
    const overId = event.over ? String(event.over.id) : null;
    if (!card || overId === null || !overId.startsWith(SLOT_PREFIX)) return;
    select(card, Number(overId.slice(SLOT_PREFIX.length)));
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={slotFirst}
        accessibility={{ announcements }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <div className="arena__layout">
          <div className="arena__duel-column">
            <RivalPicker duel={duel} />
            <DuelArea
              duel={duel}
              slotCards={slotCards}
              starting={starting}
              onOpenOpponent={(card) => setDetails({ card, own: false })}
              onClearSlot={(index) => setPicked(clearSlot(slots, index))}
              onStart={() => start(slots, cards ?? [])}
            />
          </div>
          <ArenaCardList cards={listed} onOpen={openOwn} />
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged && (
            <span className="arena-card arena-card--ghost">
              <BattleCardFace card={dragged} showStats />
            </span>
          )}
        </DragOverlay>
      </DndContext>
      <ArenaCardDialog
        card={details?.card ?? null}
        balances={profile}
        actions={cardActions}
        {...(details?.own ? { onOutcome } : {})}
        onClose={() => setDetails(null)}
      />
      <CardActionDialogs actions={cardActions} />
    </>
  );
}

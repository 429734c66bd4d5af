import type { BattleCard, LabItem, Profile } from '@alchemy/contracts';
import {
  DndContext,
  DragOverlay,
  type DragEndEvent,
  type DragStartEvent,
  type Announcements,
} from '@dnd-kit/core';
import { useCallback, useMemo, useState } from 'react';
import { playCreateSound, useAudioUnlock } from '@/lib/sound';
import { useBattleCards } from '@/lib/battle-cards-query';
import { useLabItems } from '../api/search-lab-items';
import type { UpgradeOffer } from '@/lib/card-upgrade';
import { CARD_ASCEND_MESSAGES, CARD_CRAFTING_MESSAGES } from '../lab-messages';
import { slotItemIds, type LabItemInfo } from '../lab-slots';
import { useLabSensors } from '../lab-sensors';
import { useCardCrafting } from '../use-card-crafting';
import { useCardUpgrade } from '../use-card-upgrade';
import { useLabSlots } from '../use-lab-slots';
import { useNewItems } from '../use-new-items';
import { BattleCardList } from './battle-card-list';
import { CardImprovedDialog } from './card-improved-dialog';
import { CardPreviewDialog } from './card-preview-dialog';
import { CRAFTING_AREA_ID, CraftingArea } from './crafting-area';
import { ItemPreviewDialog } from './item-preview-dialog';
import { LabItemFace } from './lab-item-face';
import { LabItemList } from './lab-item-list';
import { LabLoaderDialog } from './lab-loader-dialog';
import { PurgeCardDialog, PurgeItemDialog } from './purge-dialogs';

function entryOf(data: Record<string, unknown> | undefined): LabItem | null {
  const entry = data?.entry;
  return entry && typeof entry === 'object' ? (entry as LabItem) : null;
}

/** Screen-reader lines for a drag: by item name, not by dnd-kit's internal ids. */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${entryOf(active.data.current)?.item.name ?? 'item'}.`,
  onDragOver: ({ over }) =>
    over?.id === CRAFTING_AREA_ID ? 'Over the warrior. Release to put it in a slot.' : undefined,
  onDragEnd: ({ active, over }) =>
    `${entryOf(active.data.current)?.item.name ?? 'Item'} ${over ? 'dropped on the warrior' : 'put back'}.`,
  onDragCancel: () => 'Drag cancelled.',
};

/** The lab once it is open: the forge, the items, the cards and their dialogs. */
export function LabWorkbench({ profile }: { profile: Profile }) {
  const labItems = useLabItems();
  const cards = useBattleCards();
  const sensors = useLabSensors();
  useAudioUnlock();
  const { slots, place, clear, reset } = useLabSlots(profile.level, labItems.data);
  const newIds = useNewItems(profile.id, labItems.data);
  const slottedIds = useMemo(
    () => new Set(slots.flatMap((slot) => (slot.item ? [slot.item.id] : []))),
    [slots],
  );

  const [dragged, setDragged] = useState<LabItem | null>(null);
  const [previewItemId, setPreviewItemId] = useState<string | null>(null);
  const [itemToPurge, setItemToPurge] = useState<LabItem | null>(null);
  const [previewCard, setPreviewCard] = useState<BattleCard | null>(null);
  const [cardToPurge, setCardToPurge] = useState<BattleCard | null>(null);

  const onCrafted = useCallback(
    (card: BattleCard) => {
      playCreateSound();
      reset();
      setPreviewCard(card);
    },
    [reset],
  );
  const crafting = useCardCrafting(onCrafted);
  // Stable, so the memoised item tiles do not all re-render on every drag frame.
  const openItem = useCallback((entry: LabItem) => setPreviewItemId(entry.item.id), []);
  const upgrade = useCardUpgrade();

  // Dialogs follow the fresh lists, so a refetch (after a purge or an upgrade) shows through.
  const previewEntry = labItems.data?.find((entry) => entry.item.id === previewItemId) ?? null;
  const shownCard = previewCard
    ? (cards.data?.find((card) => card.id === previewCard.id) ?? previewCard)
    : null;

  const onDragStart = (event: DragStartEvent) => setDragged(entryOf(event.active.data.current));
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const entry = entryOf(event.active.data.current);
    if (entry && event.over?.id === CRAFTING_AREA_ID) place(entry.item);
  };

  const onUpgrade = async (card: BattleCard, offer: UpgradeOffer) => {
    if (await upgrade.upgrade(card, offer.kind)) setPreviewCard(null);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        accessibility={{ announcements }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <div className="lab__layout">
          <div className="lab__forge-column">
            <CraftingArea
              slots={slots}
              dragged={dragged?.item ?? null}
              crafting={crafting.loading}
              onClear={clear}
              onCraft={() => void crafting.craft(slotItemIds(slots))}
            />
          </div>
          <div className="lab__lists">
            <LabItemList
              items={labItems.data}
              newIds={newIds}
              slottedIds={slottedIds}
              onOpen={openItem}
            />
            <BattleCardList cards={cards.data} onOpen={setPreviewCard} />
          </div>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged && <DragGhost item={dragged.item} quantity={dragged.quantity} />}
        </DragOverlay>
      </DndContext>

      <ItemPreviewDialog
        entry={previewEntry}
        isNew={previewEntry ? newIds.has(previewEntry.item.id) : false}
        inSlot={previewEntry ? slottedIds.has(previewEntry.item.id) : false}
        onClose={() => setPreviewItemId(null)}
        onAdd={(entry) => {
          if (place(entry.item)) setPreviewItemId(null);
        }}
        onPurge={setItemToPurge}
      />
      <PurgeItemDialog
        entry={itemToPurge}
        onDone={(purged) => {
          setItemToPurge(null);
          if (purged) setPreviewItemId(null);
        }}
      />

      <CardPreviewDialog
        card={shownCard}
        diamonds={profile.diamonds}
        busy={upgrade.pending !== null}
        onClose={() => setPreviewCard(null)}
        onPurge={setCardToPurge}
        onUpgrade={(card, offer) => void onUpgrade(card, offer)}
      />
      <PurgeCardDialog
        card={cardToPurge}
        onDone={(purged) => {
          setCardToPurge(null);
          if (purged) setPreviewCard(null);
        }}
      />

      <LabLoaderDialog
        open={crafting.loading}
        label="Crafting battle card"
        icon="card-random"
        messages={CARD_CRAFTING_MESSAGES}
      />
      <LabLoaderDialog
        open={upgrade.pending !== null}
        label={upgrade.pending === 'ascend' ? 'Ascending battle card' : 'Improving battle card'}
        icon={upgrade.pending === 'ascend' ? 'crown' : 'armor-upgrade'}
        messages={CARD_ASCEND_MESSAGES}
      />
      <CardImprovedDialog
        result={upgrade.result}
        onClose={() => {
          // Back to the card, now with its new numbers.
          if (upgrade.result) setPreviewCard(upgrade.result.after);
          upgrade.dismissResult();
        }}
      />
    </>
  );
}

function DragGhost({ item, quantity }: { item: LabItemInfo; quantity: number }) {
  return (
    <span className="lab-tile lab-tile--ghost">
      <LabItemFace item={item} quantity={quantity} />
    </span>
  );
}

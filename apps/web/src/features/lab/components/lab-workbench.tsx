import type { BattleCard, LabItem, Profile } from '@alchemy/contracts';
import { DndContext, DragOverlay, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useCallback, useMemo, useState } from 'react';
import { CardActionDialogs } from '@/shared/card-actions/card-action-dialogs';
import { LabSlotsTip } from '@/shared/guidance/lab-slots-tip';
import { useFirstCardGuide } from '@/shared/guidance/use-first-card-guide';
import { useCardActions } from '@/shared/card-actions/use-card-actions';
import { FlavourLoaderDialog } from '@/components/ui/flavour-loader-dialog';
import { useBattleCards } from '@/shared/queries/battle-cards-query';
import { useLabItems } from '@/shared/queries/lab-items-query';
import { useAudioUnlock } from '@/lib/sound';
import { CARD_CRAFTING_MESSAGES } from '../lab-messages';
import { labAnnouncements } from '../lab-announcements';
import { slotChoices, slotItemIds, type LabItemInfo } from '../lab-slots';
import { useDragSensors } from '@/lib/drag-sensors';
import { useCardCrafting } from '../use-card-crafting';
import { useLabSlots } from '../use-lab-slots';
import { useNewItems } from '../use-new-items';
import { BattleCardList } from './battle-card-list';
import { CardPreviewDialog } from './card-preview-dialog';
import { CRAFTING_AREA_ID, CraftingArea } from './crafting-area';
import { ForgeReveal } from './forge-reveal';
import { ItemPreviewDialog } from './item-preview-dialog';
import { LabItemFace } from './lab-item-face';
import { LabItemList } from './lab-item-list';
import { PurgeItemDialog } from './purge-dialogs';
import { SlotPickerDialog } from './slot-picker-dialog';

function entryOf(data: Record<string, unknown> | undefined): LabItem | null {
  const entry = data?.entry;
  return entry && typeof entry === 'object' ? (entry as LabItem) : null;
}

/** The lab once it is open: the forge, the items, the cards and their dialogs. */
export function LabWorkbench({ profile }: { profile: Profile }) {
  const labItems = useLabItems();
  const cards = useBattleCards();
  const sensors = useDragSensors();
  useAudioUnlock();
  const { slots, place, fill, clear, reset } = useLabSlots(profile.level, labItems.data);
  const newIds = useNewItems(profile.id, labItems.data);
  // Screen-reader lines by item and slot name, not by dnd-kit's internal ids.
  const announcements = useMemo(() => labAnnouncements(slots, CRAFTING_AREA_ID), [slots]);
  const slottedIds = useMemo(
    () => new Set(slots.flatMap((slot) => (slot.item ? [slot.item.id] : []))),
    [slots],
  );

  const [dragged, setDragged] = useState<LabItem | null>(null);
  const [previewItemId, setPreviewItemId] = useState<string | null>(null);
  const [itemToPurge, setItemToPurge] = useState<LabItem | null>(null);
  const [previewCard, setPreviewCard] = useState<BattleCard | null>(null);
  const [forgedId, setForgedId] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<BattleCard | null>(null);
  const [pickingSlot, setPickingSlot] = useState<number | null>(null);

  // The new card first plays its reveal (with its own sounds), then opens in its dialog.
  const onCrafted = useCallback(
    (card: BattleCard) => {
      reset();
      setForgedId(card.id);
      setRevealed(card);
    },
    [reset],
  );
  const onRevealed = useCallback((card: BattleCard) => {
    setRevealed(null);
    setPreviewCard(card);
  }, []);
  const crafting = useCardCrafting(onCrafted);
  // Stable, so the memoised item tiles do not all re-render on every drag frame.
  const openItem = useCallback((entry: LabItem) => setPreviewItemId(entry.item.id), []);
  // Improve, ascend and purge are the arena's flow too: the preview closes under the
  // result dialog and comes back with the new card once the player has read it.
  const closePreview = useCallback(() => setPreviewCard(null), []);
  const cardActions = useCardActions({
    balances: profile,
    onUpgraded: closePreview,
    onResultClosed: setPreviewCard,
    onPurged: closePreview,
  });

  // Dialogs follow the fresh lists, so a refetch (after a purge or an upgrade) shows through.
  const previewEntry = labItems.data?.find((entry) => entry.item.id === previewItemId) ?? null;
  const shownCard = previewCard
    ? (cards.data?.find((card) => card.id === previewCard.id) ?? previewCard)
    : null;
  const firstCardGuide = useFirstCardGuide(shownCard !== null && shownCard.id === forgedId);
  const pickerChoices =
    pickingSlot === null ? null : slotChoices(slots, pickingSlot, labItems.data ?? []);

  const onDragStart = (event: DragStartEvent) => setDragged(entryOf(event.active.data.current));
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const entry = entryOf(event.active.data.current);
    if (entry && event.over?.id === CRAFTING_AREA_ID) place(entry.item);
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
        <LabSlotsTip level={profile.level} labItems={labItems.data} />
        <div className="lab__layout">
          <div className="lab__forge-column">
            <CraftingArea
              slots={slots}
              dragged={dragged?.item ?? null}
              crafting={crafting.loading}
              onClear={clear}
              onPick={setPickingSlot}
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
      <SlotPickerDialog
        choices={pickerChoices}
        newIds={newIds}
        onClose={() => setPickingSlot(null)}
        onChoose={(entry) => {
          if (pickingSlot !== null && fill(pickingSlot, entry.item)) setPickingSlot(null);
        }}
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
        balances={profile}
        busy={cardActions.busy}
        onClose={closePreview}
        onPurge={cardActions.askPurge}
        onUpgrade={(card) => void cardActions.upgrade(card)}
        guide={firstCardGuide}
      />
      <CardActionDialogs actions={cardActions} />
      <ForgeReveal card={revealed} onDone={onRevealed} />

      <FlavourLoaderDialog
        open={crafting.loading}
        label="Crafting battle card"
        icon="card-random"
        messages={CARD_CRAFTING_MESSAGES}
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

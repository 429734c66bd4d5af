import { allLabSlotsFilled, placeInLabSlot } from '@alchemy/game-rules';
import { useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import type { LabItemInfo, Slot } from '../lab-slots';
import { LabSlot } from './lab-slot';
import { WarriorFigure } from './warrior-figure';

export const CRAFTING_AREA_ID = 'lab-crafting-area';

interface CraftingAreaProps {
  slots: readonly Slot[];
  /** The item being dragged, if any. */
  dragged: LabItemInfo | null;
  crafting: boolean;
  onClear: (index: number) => void;
  onPick: (index: number) => void;
  onCraft: () => void;
}

/**
 * The warrior and a slot per rarity of the player's tier. The whole area is one drop
 * target (the item finds its own slot); while an item hovers it, the slot it would take
 * glows, or the area says no.
 */
export function CraftingArea({
  slots,
  dragged,
  crafting,
  onClear,
  onPick,
  onCraft,
}: CraftingAreaProps) {
  const { setNodeRef, isOver } = useDroppable({ id: CRAFTING_AREA_ID });
  // Where the dragged item would land, by the same rule as the drop itself.
  const landing = dragged ? placeInLabSlot(slots, dragged) : null;
  const ready = allLabSlotsFilled(slots);

  return (
    <Panel className="lab-forge" aria-labelledby="lab-forge-title">
      <h2 id="lab-forge-title" className="lab-section-title">
        <Icon name="visored-helm" />
        Card Forge
      </h2>
      <div
        ref={setNodeRef}
        className={clsx(
          'lab-forge__stage',
          dragged && 'lab-forge__stage--dragging',
          isOver && landing?.ok && 'lab-forge__stage--accept',
          isOver && landing && !landing.ok && 'lab-forge__stage--reject',
        )}
        data-testid="lab-crafting-area"
        data-slots={slots.length}
      >
        <WarriorFigure charged={ready} />
        <ol className="lab-forge__slots">
          {slots.map((slot, index) => (
            <li key={index} className="lab-forge__slot-cell">
              <LabSlot
                slot={slot}
                index={index}
                targeted={Boolean(landing?.ok && landing.value.index === index)}
                onClear={onClear}
                onPick={onPick}
              />
            </li>
          ))}
        </ol>
      </div>
      <div className="lab-forge__footer">
        {ready ? (
          <Button icon="card-random" block onClick={onCraft} disabled={crafting}>
            Craft Battle Card
          </Button>
        ) : (
          <p className="lab-hint">
            Fill every slot with an item of its rarity to forge a battle card: drag one onto the
            warrior, or tap a slot to choose.
          </p>
        )}
      </div>
    </Panel>
  );
}

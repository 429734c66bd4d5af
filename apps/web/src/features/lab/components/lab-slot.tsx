import clsx from 'clsx';
import type { Slot } from '../lab-slots';

interface LabSlotProps {
  slot: Slot;
  index: number;
  /** The slot a dragged item would land in right now. */
  targeted: boolean;
  onClear: (index: number) => void;
  /** An empty slot opens the list of the items that fit it. */
  onPick: (index: number) => void;
}

const title = (rarity: string) => rarity.charAt(0).toUpperCase() + rarity.slice(1);

/**
 * One rarity slot on the warrior: an empty one opens the list of items that fit it, a
 * filled one gives its item back.
 */
export function LabSlot({ slot, index, targeted, onClear, onPick }: LabSlotProps) {
  const rarity = title(slot.rarity);
  const item = slot.item;
  return (
    <button
      type="button"
      className={clsx(
        'lab-slot',
        `lab-slot--${slot.rarity}`,
        item ? 'lab-slot--filled' : 'lab-slot--empty',
        targeted && 'lab-slot--targeted',
      )}
      data-testid={`lab-slot-${index}`}
      data-rarity={slot.rarity}
      aria-label={item ? `${rarity} slot: ${item.name}` : `${rarity} slot, empty`}
      aria-haspopup={item ? undefined : 'dialog'}
      title={item ? `Remove ${item.name}` : `Choose a ${slot.rarity} item`}
      onClick={() => (item ? onClear(index) : onPick(index))}
    >
      <span className="lab-slot__socket" aria-hidden="true">
        {item ? (
          <>
            <img src={item.imageUrl} alt="" width={44} height={44} draggable={false} />
            <span className="lab-slot__remove">×</span>
          </>
        ) : (
          <span className="lab-slot__rune">+</span>
        )}
      </span>
      <span className="lab-slot__label" aria-hidden="true">
        {item ? item.name : rarity}
      </span>
    </button>
  );
}

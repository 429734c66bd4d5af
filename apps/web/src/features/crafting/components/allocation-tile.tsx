import type { GameItemEntry } from '@alchemy/contracts';
import { canDecreaseAllocation, canIncreaseAllocation } from '@alchemy/game-rules';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';

interface AllocationTileProps {
  entry: GameItemEntry;
  quantity: number;
  locked: boolean;
  remaining: number;
  onChange: (delta: number) => void;
}

/** One base element with its minus / quantity / plus stepper, or its level lock. */
export function AllocationTile({
  entry,
  quantity,
  locked,
  remaining,
  onChange,
}: AllocationTileProps) {
  const { item } = entry;
  return (
    <li
      className={clsx('alloc', locked && 'alloc--locked')}
      data-testid={`alloc-${item.id}`}
      aria-label={item.name}
    >
      <img src={item.imageUrl} alt="" width={56} height={56} className="alloc__art" />
      <span className="alloc__name">{item.name}</span>
      {locked ? (
        <span className="alloc__lock">
          <Icon name="padlock" /> Requires Level {entry.levelRequired}
        </span>
      ) : (
        <span className="alloc__stepper">
          <button
            type="button"
            aria-label={`One less ${item.name}`}
            disabled={!canDecreaseAllocation(quantity)}
            onClick={() => onChange(-1)}
          >
            −
          </button>
          <output aria-label={`${item.name} quantity`} data-testid="alloc-quantity">
            {quantity}
          </output>
          <button
            type="button"
            aria-label={`One more ${item.name}`}
            disabled={!canIncreaseAllocation(remaining)}
            onClick={() => onChange(1)}
          >
            +
          </button>
        </span>
      )}
    </li>
  );
}

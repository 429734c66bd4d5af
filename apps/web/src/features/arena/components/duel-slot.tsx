import type { BattleCard } from '@alchemy/contracts';
import { useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import { BattleCardFace } from '@/components/ui/battle-card-face';

export const SLOT_PREFIX = 'slot-';

interface DuelSlotProps {
  index: number;
  card: BattleCard | null;
  onClear: (index: number) => void;
}

/** One duel slot: a drop target while empty; a click on a filled one sends the card back. */
export function DuelSlot({ index, card, onClear }: DuelSlotProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `${SLOT_PREFIX}${index}`, data: { index } });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={clsx('duel-slot', card ? 'duel-slot--filled' : 'duel-slot--empty', {
        'duel-slot--over': isOver,
      })}
      data-testid={`duel-slot-${index}`}
      aria-label={
        card ? `Slot ${index + 1}: ${card.card.name}. Click to remove` : `Slot ${index + 1}, empty`
      }
      aria-disabled={card ? undefined : true}
      onClick={() => {
        if (card) onClear(index);
      }}
    >
      {card ? (
        <>
          <BattleCardFace card={card} compact />
          <span className="duel-slot__remove" aria-hidden="true">
            ×
          </span>
        </>
      ) : (
        <span className="duel-slot__hint">Drag a card here</span>
      )}
    </button>
  );
}

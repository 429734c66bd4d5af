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
      // An empty slot's label holds its visible words; a filled one is named by words
      // beside the face (an aria-label would not contain the face's visible text).
      aria-label={card ? undefined : `Slot ${index + 1}, empty. Drag a card here`}
      aria-disabled={card ? undefined : true}
      onClick={() => {
        if (card) onClear(index);
      }}
    >
      {card ? (
        <>
          <span aria-hidden="true" style={{ display: 'contents' }}>
            <BattleCardFace card={card} compact />
          </span>
          <span className="sr-only">{`Slot ${index + 1}: ${card.card.name}. Click to remove`}</span>
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

import type { BattleCard } from '@alchemy/contracts';
import { useDraggable } from '@dnd-kit/core';
import clsx from 'clsx';
import { memo } from 'react';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { BattleCardFace, battleCardLabel } from '@/components/ui/battle-card-face';

interface ArenaCardListProps {
  /** The player's cards not in a slot. */
  cards: readonly BattleCard[] | undefined;
  onOpen: (card: BattleCard) => void;
}

/** 'Battle Cards(count)': drag one into a slot, or click it for its details and 'Select'. */
export function ArenaCardList({ cards, onOpen }: ArenaCardListProps) {
  return (
    <Panel className="arena-cards" aria-labelledby="arena-cards-title">
      <h2 id="arena-cards-title" className="arena-section-title">
        <Icon name="card-random" />
        {`Battle Cards(${cards?.length ?? 0})`}
      </h2>
      {cards === undefined ? (
        <p className="arena-empty" role="status">
          Loading your cards...
        </p>
      ) : cards.length === 0 ? (
        <p className="arena-empty">Every card you own is in a slot.</p>
      ) : (
        <ul className="arena-cards__grid">
          {cards.map((card) => (
            <li key={card.id}>
              <DraggableCard card={card} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const DraggableCard = memo(function DraggableCard({
  card,
  onOpen,
}: {
  card: BattleCard;
  onOpen: (card: BattleCard) => void;
}) {
  // A listed card may be opened but not dragged (docs/RULES.md, "Lab and battle cards").
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `card-${card.id}`,
    data: { card },
    disabled: card.isListed,
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={clsx('arena-card', isDragging && 'arena-card--lifted')}
      data-testid={`arena-card-${card.id}`}
      {...attributes}
      {...listeners}
      // A listed card cannot be dragged but still opens its details.
      aria-disabled={undefined}
      onClick={() => onOpen(card)}
    >
      {/* Named by words beside a face for the eyes: an aria-label would not contain the
          face's visible text (label-content-name-mismatch). */}
      <span aria-hidden="true" style={{ display: 'contents' }}>
        <BattleCardFace card={card} showStats />
      </span>
      <span className="sr-only">{battleCardLabel(card)}</span>
    </button>
  );
});

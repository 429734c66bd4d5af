import type { BattleCard } from '@alchemy/contracts';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { BattleCardFace } from '@/components/ui/battle-card-face';

interface BattleCardListProps {
  cards: readonly BattleCard[] | undefined;
  onOpen: (card: BattleCard) => void;
}

/** 'Battle Cards(count)': the player's cards, newest first; a click opens the details. */
export function BattleCardList({ cards, onOpen }: BattleCardListProps) {
  return (
    <Panel className="lab-cards" aria-labelledby="lab-cards-title">
      <h2 id="lab-cards-title" className="lab-section-title">
        <Icon name="card-random" />
        {`Battle Cards(${cards?.length ?? 0})`}
      </h2>
      {cards === undefined ? (
        <p className="lab-empty" role="status">
          Loading your cards...
        </p>
      ) : cards.length === 0 ? (
        <p className="lab-empty">
          No battle cards yet. Fill the warrior’s slots and forge your first one.
        </p>
      ) : (
        <ul className="lab-cards__grid">
          {cards.map((card) => (
            <li key={card.id}>
              <button
                type="button"
                className="lab-cards__button"
                data-testid={`battle-card-${card.id}`}
                onClick={() => onOpen(card)}
              >
                {/* Named by words beside a face for the eyes (see item-tile.tsx). */}
                <span aria-hidden="true" style={{ display: 'contents' }}>
                  <BattleCardFace card={card} />
                </span>
                <span className="sr-only">{`${card.card.name}, ${card.card.characterType}, ${card.quality}, level ${card.level}${card.isAscended ? ', ascended' : ''}${card.isListed ? ', listed' : ''}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

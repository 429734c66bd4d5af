import type { BattleCard } from '@alchemy/contracts';
import { ButtonLink } from '@/components/ui/button-link';
import { BattleCardFace, battleCardLabel } from '@/components/ui/battle-card-face';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import './cooldown-cards.css';

/**
 * The player's cards while the arena cools down: seen, not picked (the slots come back with
 * the next duel), so the cards never vanish after a fight.
 */
export function CooldownCards({ cards }: { cards: readonly BattleCard[] | undefined }) {
  if (!cards) return null;
  return (
    <Panel className="arena-cards" aria-labelledby="arena-cooldown-cards-title">
      <h2 id="arena-cooldown-cards-title" className="arena-section-title">
        <Icon name="card-random" />
        {`Battle Cards(${cards.length})`}
      </h2>
      <p className="arena-empty">
        Your cards rest until the next duel. Forge more in the Lab meanwhile.
      </p>
      <ul className="arena-cards__grid" data-testid="cooldown-cards">
        {cards.map((card) => (
          <li key={card.id}>
            <figure className="arena-card arena-card--resting" aria-label={battleCardLabel(card)}>
              <BattleCardFace card={card} showStats />
            </figure>
          </li>
        ))}
      </ul>
      <ButtonLink to="/game/lab" icon="test-tubes" variant="secondary">
        Go to the Lab
      </ButtonLink>
    </Panel>
  );
}

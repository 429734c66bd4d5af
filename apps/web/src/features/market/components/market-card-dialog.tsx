import type { BattleCard, MarketListing } from '@alchemy/contracts';
import { describeEffect, parseSkill } from '@alchemy/game-rules';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { formatChance } from '@/lib/card-upgrade';
import { Amount } from './currency-icon';

/** A card to look at: one of the player's, or a listing's (with its seller and price). */
export interface MarketPreview {
  card: BattleCard;
  listing: MarketListing | null;
}

/** The card preview: everything about one card, view-only. */
export function MarketCardDialog({
  preview,
  onClose,
}: {
  preview: MarketPreview | null;
  onClose: () => void;
}) {
  const card = preview?.card;
  return (
    <Dialog
      open={preview !== null}
      onClose={onClose}
      label={card ? card.card.name : 'Battle card'}
      className="market-preview"
    >
      {preview && <CardDetails preview={preview} onClose={onClose} />}
    </Dialog>
  );
}

function CardDetails({ preview, onClose }: { preview: MarketPreview; onClose: () => void }) {
  const { card, listing } = preview;
  const stats = [
    { label: 'Attack', value: String(card.attack) },
    { label: 'Defense', value: String(card.defense) },
    { label: 'Health', value: String(card.health) },
    { label: 'Speed', value: String(card.speed) },
    { label: 'Skill chance', value: formatChance(card.skillTriggerChance) },
  ];
  const skill = parseSkill(card.card.skill);
  return (
    <article className={`market-details market-details--${card.quality}`}>
      <header className="market-details__header">
        <img
          className="market-details__art"
          src={card.card.imageUrl}
          alt={`Picture of ${card.card.name}`}
          width={200}
          height={280}
        />
        <div>
          <h2 className="market-details__name">{card.card.name}</h2>
          <p className="market-details__tags">
            <span>{card.card.characterType}</span>
            <span className={`quality-badge quality-badge--${card.quality}`}>{card.quality}</span>
            <span>Lvl {card.level}</span>
            {card.isAscended && <Icon name="crown" label="Ascended" />}
            {!listing && card.isListed && (
              <span className="bcard__listed bcard__listed--inline">Listed</span>
            )}
          </p>
          <p className="market-details__requires">Requires level {card.requiredLevel}</p>
        </div>
      </header>
      {listing && (
        <dl className="market-details__sale">
          <div>
            <dt>Seller</dt>
            <dd>{listing.seller.name}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>
              <Amount amount={listing.price} currency={listing.currency} />
            </dd>
          </div>
        </dl>
      )}
      {card.card.description && <p className="market-details__desc">{card.card.description}</p>}
      <dl className="market-details__stats">
        {stats.map((stat) => (
          <div key={stat.label} className="market-details__stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <section className="market-details__skill" aria-label="Skill">
        <h3>
          Skill: <span>{skill ? skill.name : 'None'}</span>
        </h3>
        {skill && (
          <ul>
            {skill.effects.map((effect, index) => (
              <li key={index}>{describeEffect(effect)}</li>
            ))}
          </ul>
        )}
      </section>
      {card.card.synergy && (
        <p className="market-details__synergy">
          <Icon name="magic-swirl" /> <span>{card.card.synergy}</span>
        </p>
      )}
      <footer className="market-details__actions">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </footer>
    </article>
  );
}

import type { BattleCard } from '@alchemy/contracts';
import clsx from 'clsx';
import './battle-card-face.css';

interface BattleCardFaceProps {
  card: BattleCard;
  /** The attack / defense / health / speed row (the arena shows it, the lab's list not). */
  showStats?: boolean;
  /** A shorter picture, for duel slots. */
  compact?: boolean;
}

/** A battle card's face: picture, level, crown, listed tag, name, class, quality. */
export function BattleCardFace({ card, showStats = false, compact = false }: BattleCardFaceProps) {
  return (
    <span
      className={clsx(
        'bcard',
        `bcard--${card.quality}`,
        card.isAscended && 'bcard--ascended',
        card.isListed && 'bcard--listed',
        compact && 'bcard--compact',
      )}
    >
      <span className="bcard__art">
        {/* The server's portrait: creature, frame (rarity, quality) and an ascended crown. */}
        <img
          src={card.card.imageUrl}
          alt=""
          width={200}
          height={280}
          loading="lazy"
          draggable={false}
        />
        <span className="bcard__level">Lvl {card.level}</span>
        {card.isListed && <span className="bcard__listed">Listed</span>}
      </span>
      <span className="bcard__body">
        <span className="bcard__name">{card.card.name}</span>
        <span className="bcard__meta">
          <span className="bcard__class">{card.card.characterType}</span>
          {card.isAscended ? (
            <span className="quality-badge quality-badge--ascended">Ascended</span>
          ) : (
            <span className={`quality-badge quality-badge--${card.quality}`}>{card.quality}</span>
          )}
        </span>
        {showStats && (
          <span className="bcard__stats" aria-hidden="true">
            <span title="Attack">⚔ {card.attack}</span>
            <span title="Defense">⛨ {card.defense}</span>
            <span title="Health">♥ {card.health}</span>
            <span title="Speed">» {card.speed}</span>
          </span>
        )}
      </span>
    </span>
  );
}

/** The words a screen reader hears for a card button. */
export function battleCardLabel(card: BattleCard): string {
  return [
    card.card.name,
    card.card.characterType,
    card.quality,
    `level ${card.level}`,
    card.isAscended ? 'ascended' : null,
    card.isListed ? 'listed' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

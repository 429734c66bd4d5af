import type { BattleCard } from '@alchemy/contracts';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';

/** A battle card as the arena shows it: picture, level, name, class, quality, numbers. */
export function ArenaCardFace({ card, compact = false }: { card: BattleCard; compact?: boolean }) {
  return (
    <span
      className={clsx(
        'acard',
        `acard--${card.quality}`,
        card.isAscended && 'acard--ascended',
        card.isListed && 'acard--listed',
        compact && 'acard--compact',
      )}
    >
      <span className="acard__art">
        <img src={card.card.imageUrl} alt="" width={200} height={280} draggable={false} />
        <span className="acard__level">Lvl {card.level}</span>
        {card.isAscended && (
          <span className="acard__crown">
            <Icon name="crown" size="16px" label="Ascended" />
          </span>
        )}
        {card.isListed && <span className="acard__listed">Listed</span>}
      </span>
      <span className="acard__body">
        <span className="acard__name">{card.card.name}</span>
        <span className="acard__meta">
          <span>{card.card.characterType}</span>
          <span className={`acard__quality acard__quality--${card.quality}`}>{card.quality}</span>
        </span>
        {!compact && (
          <span className="acard__stats" aria-hidden="true">
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
export function cardLabel(card: BattleCard): string {
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

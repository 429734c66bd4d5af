import type { BattleCard } from '@alchemy/contracts';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';

/** The card as the lists show it: picture, name, class, quality, level, crown, listed tag. */
export function BattleCardFace({ card }: { card: BattleCard }) {
  return (
    <span
      className={clsx(
        'bcard',
        `bcard--${card.quality}`,
        card.isAscended && 'bcard--ascended',
        card.isListed && 'bcard--listed',
      )}
    >
      <span className="bcard__art">
        <img src={card.card.imageUrl} alt="" width={200} height={280} draggable={false} />
        <span className="bcard__level">Lvl {card.level}</span>
        {card.isAscended && (
          <span className="bcard__crown" title="Ascended">
            <Icon name="crown" size="18px" label="Ascended" />
          </span>
        )}
        {card.isListed && <span className="bcard__listed">Listed</span>}
      </span>
      <span className="bcard__body">
        <span className="bcard__name">{card.card.name}</span>
        <span className="bcard__meta">
          <span className="bcard__class">{card.card.characterType}</span>
          <span className={`quality-badge quality-badge--${card.quality}`}>{card.quality}</span>
        </span>
      </span>
    </span>
  );
}

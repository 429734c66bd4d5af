import type { BattleCard } from '@alchemy/contracts';
import { formatChance } from '@/shared/card-actions/card-upgrade';

/** The five numbers of a card, skill chance as a percentage. */
export function CardStats({ card }: { card: BattleCard }) {
  const stats = [
    { key: 'attack', label: 'Attack', value: String(card.attack) },
    { key: 'defense', label: 'Defense', value: String(card.defense) },
    { key: 'health', label: 'Health', value: String(card.health) },
    { key: 'speed', label: 'Speed', value: String(card.speed) },
    { key: 'skill', label: 'Skill chance', value: formatChance(card.skillTriggerChance) },
  ];
  return (
    <dl className="card-stats">
      {stats.map((stat) => (
        <div key={stat.key} className={`card-stats__stat card-stats__stat--${stat.key}`}>
          <dt>{stat.label}</dt>
          <dd data-testid={`card-stat-${stat.key}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { DiscoveredEntry, EncyclopediaEntry } from '@alchemy/contracts';
import clsx from 'clsx';

function firstDiscoverer(entry: DiscoveredEntry): string | null {
  if (!entry.firstDiscoveredBy) return null;
  if (entry.firstDiscoveredBy.isYou) return 'You were the first in the world to discover it.';
  return `First discovered by ${entry.firstDiscoveredBy.name}.`;
}

function origin(entry: DiscoveredEntry): string {
  if (entry.recipe) return `Made from ${entry.recipe[0]} + ${entry.recipe[1]}`;
  return entry.isBuildingBlock ? 'A base element' : 'Origin unknown';
}

/** One card: a discovered item in full, or a silhouette that tells only its family. */
export function EncyclopediaEntryCard({ entry }: { entry: EncyclopediaEntry }) {
  if (!entry.discovered) {
    return (
      <li
        className={clsx('codex-entry', 'codex-entry--silhouette', `codex-entry--${entry.rarity}`)}
        data-testid="codex-silhouette"
      >
        <span className="codex-entry__art codex-entry__art--silhouette" aria-hidden="true">
          ?
        </span>
        <div className="codex-entry__body">
          <h2 className="codex-entry__name">Undiscovered</h2>
          <p className="codex-entry__meta">
            {entry.family} family · {entry.rarity}
          </p>
        </div>
      </li>
    );
  }
  const first = firstDiscoverer(entry);
  return (
    <li className={clsx('codex-entry', `codex-entry--${entry.rarity}`)} data-testid="codex-entry">
      <img
        className="codex-entry__art"
        src={entry.imageUrl}
        alt=""
        width={64}
        height={64}
        loading="lazy"
      />
      <div className="codex-entry__body">
        <h2 className="codex-entry__name">{entry.name}</h2>
        <p className="codex-entry__meta">
          {entry.family} family · {entry.rarity}
        </p>
        <p className="codex-entry__description">{entry.description}</p>
        <p className="codex-entry__recipe">{origin(entry)}</p>
        {first && <p className="codex-entry__first">{first}</p>}
      </div>
    </li>
  );
}

import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useAudioUnlock } from '@/lib/sound';
import { useEncyclopedia } from '../api/get-encyclopedia';
import { Collections } from './collections';
import { EncyclopediaEntryCard } from './encyclopedia-entry';
import './encyclopedia-screen.css';

/**
 * /game/encyclopedia (docs/RULES.md, "Encyclopedia"): every item of the world, a page at a
 * time from the server (776 items would be a long list to draw at once). Discovered items
 * in full, the rest as silhouettes with their family, and how many are left; above them
 * the families as collections, with their milestones' chests.
 */
export function EncyclopediaScreen() {
  useAudioUnlock();
  const [family, setFamily] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const query = useEncyclopedia({ family, search: deferredSearch, page });
  const data = query.data;

  return (
    <div className="codex">
      <header className="codex__header">
        <h1>Encyclopedia</h1>
        <ButtonLink to="/game/crafting" variant="ghost" icon="cauldron">
          Back to crafting
        </ButtonLink>
      </header>
      {data && (
        <p className="codex__count" data-testid="codex-count">
          <strong>{data.discoveredCount}</strong> of <strong>{data.totalCount}</strong> discovered
        </p>
      )}
      {data && (
        <Collections
          families={data.families}
          selected={family}
          onSelect={(chosen) => {
            setFamily(chosen);
            setPage(1);
          }}
        />
      )}
      <div className="codex__filters">
        <label className="codex__search">
          <Icon name="magnifying-glass" />
          <input
            type="search"
            placeholder="Search discovered items"
            aria-label="Search discovered items"
            maxLength={64}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className="codex__family">
          <span>Family</span>
          <select
            value={family}
            onChange={(event) => {
              setFamily(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All families</option>
            {data?.families.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {`${entry.name} (${entry.discovered} of ${entry.total})`}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!data ? (
        query.isError ? (
          <p className="codex__empty">The encyclopedia could not be loaded. Try again later.</p>
        ) : (
          <Spinner label="Loading the encyclopedia" />
        )
      ) : data.entries.length === 0 ? (
        <p className="codex__empty">No discovered item matches “{deferredSearch}”.</p>
      ) : (
        <ul
          className="codex__list"
          aria-label="Items of the world"
          aria-busy={query.isPlaceholderData}
        >
          {data.entries.map((entry, index) => (
            <EncyclopediaEntryCard
              key={entry.discovered ? entry.id : `silhouette-${data.page}-${index}`}
              entry={entry}
            />
          ))}
        </ul>
      )}
      {data && data.pageCount > 1 && (
        <nav className="codex__pages" aria-label="Pages">
          <Button
            variant="secondary"
            disabled={data.page <= 1}
            onClick={() => setPage(data.page - 1)}
          >
            Previous page
          </Button>
          <span>
            Page {data.page} of {data.pageCount}
          </span>
          <Button
            variant="secondary"
            disabled={data.page >= data.pageCount}
            onClick={() => setPage(data.page + 1)}
          >
            Next page
          </Button>
        </nav>
      )}
    </div>
  );
}

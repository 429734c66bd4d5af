import type { Profile } from '@alchemy/contracts';
import clsx from 'clsx';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { DEFAULT_TAB, MARKET_TABS, tabAfterKey, type MarketTabId } from '../market-tabs';
import { CurrencyExchange } from './currency-exchange';
import { PlayerMarket } from './player-market';

const TAB_ICONS = { players: 'card-random', exchange: 'two-coins' } as const;

/**
 * 'Player Market' and 'Currency Exchange' as a WAI-ARIA tab list: one tab stop, the arrows
 * move between tabs (and open them), Home and End jump. A panel mounts on its first visit
 * and then stays, hidden, so filters and scroll survive a trip to the other tab.
 */
export function MarketTabs({ profile }: { profile: Profile }) {
  const baseId = useId();
  const [active, setActive] = useState<MarketTabId>(DEFAULT_TAB);
  const [visited, setVisited] = useState<ReadonlySet<MarketTabId>>(() => new Set([DEFAULT_TAB]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (id: MarketTabId) => {
    setActive(id);
    setVisited((before) => (before.has(id) ? before : new Set([...before, id])));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(index, event.key, MARKET_TABS.length);
    const tab = next === null ? undefined : MARKET_TABS[next];
    if (next === null || !tab) return;
    event.preventDefault();
    open(tab.id);
    tabs.current[next]?.focus();
  };

  const tabId = (id: MarketTabId) => `${baseId}-tab-${id}`;
  const panelId = (id: MarketTabId) => `${baseId}-panel-${id}`;

  return (
    <>
      <div role="tablist" aria-label="Market" className="market-tabs">
        {MARKET_TABS.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className={clsx('market-tab', selected && 'market-tab--active')}
              onClick={() => open(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <Icon name={TAB_ICONS[tab.id]} size="1.2em" />
              <span>{tab.label}</span>
            </button>
          );
        })}
      </div>
      {MARKET_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          className="market-panel"
        >
          {visited.has(tab.id) &&
            (tab.id === 'players' ? (
              <PlayerMarket profile={profile} />
            ) : (
              <CurrencyExchange profile={profile} />
            ))}
        </div>
      ))}
    </>
  );
}

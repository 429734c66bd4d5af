import clsx from 'clsx';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icon';
import type { GameIconName } from './icon-names';
import { tabAfterKey } from './tab-keys';
import './tabs.css';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  icon: GameIconName;
}

interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<TabDefinition<Id>>;
  /** The tab open at first. */
  initial: Id;
  /** The content of one tab's panel. */
  panel: (id: Id) => ReactNode;
}

/**
 * A WAI-ARIA tab list: one tab stop, the arrows move between tabs (and open them), Home and
 * End jump. A panel mounts on its first visit and then stays, hidden, so its filters and
 * scroll survive a trip to another tab. The market and the leaderboards use it.
 */
export function Tabs<Id extends string>({ label, tabs, initial, panel }: TabsProps<Id>) {
  const baseId = useId();
  const [active, setActive] = useState<Id>(initial);
  const [visited, setVisited] = useState<ReadonlySet<Id>>(() => new Set([initial]));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (id: Id) => {
    setActive(id);
    setVisited((before) => (before.has(id) ? before : new Set([...before, id])));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(index, event.key, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    open(tab.id);
    buttons.current[next]?.focus();
  };

  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  return (
    <>
      <div role="tablist" aria-label={label} className="tabs">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className={clsx('tab', selected && 'tab--active')}
              onClick={() => open(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <Icon name={tab.icon} size="1.2em" />
              <span>{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          className="tab-panel"
        >
          {visited.has(tab.id) && panel(tab.id)}
        </div>
      ))}
    </>
  );
}

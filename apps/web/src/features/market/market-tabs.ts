/** The market's two tabs, as components/ui/tabs.tsx shows them. */
import type { TabDefinition } from '@/components/ui/tabs';
import { TAB_CURRENCY_EXCHANGE, TAB_PLAYER_MARKET } from './market-texts';

export type MarketTabId = 'players' | 'exchange';

export const MARKET_TABS: ReadonlyArray<TabDefinition<MarketTabId>> = [
  { id: 'players', label: TAB_PLAYER_MARKET, icon: 'card-random' },
  { id: 'exchange', label: TAB_CURRENCY_EXCHANGE, icon: 'two-coins' },
];

/** 'Player Market' opens first. */
export const DEFAULT_TAB: MarketTabId = 'players';

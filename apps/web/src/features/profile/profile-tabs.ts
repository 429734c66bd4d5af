/** The leaderboard's two tabs, as components/ui/tabs.tsx shows them. */
import type { TabDefinition } from '@/components/ui/tabs';
import { TAB_FRIENDS, TAB_WORLD } from './profile-texts';

export type BoardTabId = 'world' | 'friends';

export const BOARD_TABS: ReadonlyArray<TabDefinition<BoardTabId>> = [
  { id: 'world', label: TAB_WORLD, icon: 'world' },
  { id: 'friends', label: TAB_FRIENDS, icon: 'person' },
];

/** 'World' opens first. */
export const DEFAULT_TAB: BoardTabId = 'world';

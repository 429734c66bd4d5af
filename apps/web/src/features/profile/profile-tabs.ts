/**
 * The leaderboard's tabs, as components/ui/tabs.tsx shows them: the all-time boards, World
 * and Friends, then this ranked season's board (World and Friends inside it).
 */
import type { TabDefinition } from '@/components/ui/tabs';
import { TAB_FRIENDS, TAB_SEASON, TAB_WORLD } from './profile-texts';

export type BoardTabId = 'world' | 'friends' | 'season';

export const BOARD_TABS: ReadonlyArray<TabDefinition<BoardTabId>> = [
  { id: 'world', label: TAB_WORLD, icon: 'world' },
  { id: 'friends', label: TAB_FRIENDS, icon: 'person' },
  { id: 'season', label: TAB_SEASON, icon: 'laurel-crown' },
];

/** 'World' opens first. */
export const DEFAULT_TAB: BoardTabId = 'world';

/**
 * The season screen's words and the little rules of what it shows (docs/RULES.md, "Ranked
 * seasons"): the end's date, the rank line, the ladder's rows, the seasons to pick from.
 * Pure: the caller passes the season and the locale in.
 */
import type { CurrentSeason } from '@alchemy/contracts';
import {
  DIVISION_WIDTH,
  SEASON_REWARDS,
  TIER_FLOORS,
  TIERS,
  type SeasonReward,
  type Tier,
} from '@alchemy/game-rules';

export const SEASON_TITLE = 'Ranked season';
export const SEASON_LEAD =
  'Duels against other players’ cards move your rating. Climb the tiers before the season ends: the highest tier you reach pays at its end.';
export const BOARD_TITLE = 'Season board';
export const LADDER_TITLE = 'Tiers and rewards';
export const SEASON_LOAD_FAILED = 'The season could not be loaded.';
export const TRY_AGAIN = 'Try again';
export const YOU = 'You';
export const RANKS_SKIPPED = 'Ranks skipped';
export const TO_THE_ARENA = 'To the arena';
export const PICK_SEASON = 'Season';

/** 'Season 4'; 'Season 4 (now)' in the picker. */
export function seasonName(season: number, current: boolean): string {
  return current ? `Season ${season} (now)` : `Season ${season}`;
}

/** The seasons a player may look back on: this one first, then every one before. */
export function pickableSeasons(current: number): number[] {
  return Array.from({ length: Math.max(1, current) }, (_, index) => current - index);
}

/** 'Ends Sat 12 Dec, 04:00' in the player's own time and language. */
export function endsOnText(endsAt: string, locale?: string): string {
  const when = new Date(endsAt);
  const day = when.toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const time = when.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return `Ends ${day}, ${time}`;
}

/** 'Rank #12 of 3,400' or, before a rated duel, 'Unranked'. */
export function rankText(rank: number | null, players: number | null, locale?: string): string {
  if (rank === null) return 'Unranked';
  const of = players !== null && players >= rank ? ` of ${players.toLocaleString(locale)}` : '';
  return `Rank #${rank.toLocaleString(locale)}${of}`;
}

/** '2 of 3 rated duels for a reward', then 'Reward earned at the season’s end'. */
export function rewardProgressText(
  season: Pick<CurrentSeason, 'ratedDuels' | 'ratedDuelsForReward'>,
): string {
  if (season.ratedDuels >= season.ratedDuelsForReward)
    return 'Your reward is waiting for the season’s end';
  return `${season.ratedDuels} of ${season.ratedDuelsForReward} rated duels for a reward`;
}

export interface LadderRow {
  tier: Tier;
  /** The rating the tier starts at; null for Copper (any rating below Bronze). */
  from: number | null;
  reward: SeasonReward;
}

/** The ladder, top tier first, as a player reads it climbing. */
export function ladderRows(): LadderRow[] {
  return [...TIERS].reverse().map((tier) => {
    const floor = TIER_FLOORS[tier];
    return { tier, from: Number.isFinite(floor) ? floor : null, reward: SEASON_REWARDS[tier] };
  });
}

/** 'From 1,650' for a tier; Copper is 'Below 1,200'. */
export function ladderRangeText(row: LadderRow): string {
  if (row.from === null) return `Below ${TIER_FLOORS.bronze.toLocaleString('en')}`;
  return `From ${row.from.toLocaleString('en')}`;
}

/** How the divisions split a tier, said once above the ladder. */
export const LADDER_LEAD = `The highest tier you reach pays once, when the season ends (after 3 rated duels). Each tier but Archmage has three divisions, III to I, of ${DIVISION_WIDTH} points each.`;

/**
 * The daily race's words (docs/RULES.md, "The daily race"). What a race is and how it
 * scores is game-rules'; how it reads is here.
 */
import { countOf } from '@alchemy/contracts';
import { formatRaceTime } from '@alchemy/game-rules';

export const RACE_PATH = '/game/race';

export const RACE_TITLE = 'Daily Race';
export const RACE_LEAD = 'One puzzle a day, the same for everyone. Fewest crafts wins.';
export const TARGET_KICKER = 'Today’s target';
export const START_LABEL = 'Start race';
export const START_NOTE =
  'The clock starts at your first craft. The race is played with its own items: your inventory, lab and balances are not touched.';
export const NO_HINTS_NOTE = 'No hints in a race. Every craft counts.';
export const PRACTICE_BADGE = 'Practice (unscored)';
export const PRACTICE_NOTE =
  'This run is practice: it is not scored and does not change your result of the day.';
export const PRACTICE_AGAIN = 'Practice again (unscored)';
export const GIVE_UP = 'Give up';
export const GIVE_UP_TITLE = 'Give up this race?';
export const GIVE_UP_SCORED =
  'Your attempt ends as run over and counts as today’s result. You can practise afterwards, unscored.';
export const GIVE_UP_PRACTICE = 'Your practice run ends. Your result of the day stays as it is.';
export const KEEP_RACING = 'Keep racing';
export const SHARE_RESULT = 'Share result';
export const RESULT_COPIED = 'Result copied';
export const SHARE_FAILED = 'Could not share the result. Try again.';
export const START_FAILED = 'The race could not start. Try again.';
export const GIVE_UP_FAILED = 'Could not give up the race. Try again.';
export const RACE_LOAD_FAILED = 'Today’s race could not be loaded.';
export const TRY_AGAIN = 'Try again';
export const YOUR_ITEMS = 'Race items';
export const TARGET_MADE = 'Target made!';
export const RUN_OVER = 'Run over';
export const BOARD_TITLE = 'Today’s board';
export const BOARD_EMPTY = 'Nobody has finished today’s race yet. Be the first!';
export const FRIENDS_EMPTY = 'None of your friends has raced today yet.';
export const RANKS_SKIPPED = 'Ranks skipped';
export const YOU = 'You';
export const YESTERDAY_TITLE = 'Yesterday’s race';
export const YESTERDAY_NONE =
  'There was no race yesterday: the first one is today. Come back tomorrow to see how it was won.';
export const SHORTEST_PATH = 'Shortest path';
export const CRAFT_FIZZLED = 'nothing';

/** '3 crafts' */
export function craftsText(crafts: number): string {
  return countOf(crafts, 'craft');
}

/** The result in a line: 'Finished in 5 crafts, 42.3s' or 'Run over after 3 crafts'. */
export function resultLine(result: {
  status: 'finished' | 'failed' | 'playing';
  crafts: number;
  timeMs: number;
}): string {
  if (result.status === 'failed') return `Run over after ${craftsText(result.crafts)}`;
  return `Finished in ${craftsText(result.crafts)}, ${formatRaceTime(result.timeMs)}`;
}

/** 'Rank 4 of 120 finishers' (finishers unknown: 'Rank 4 today'). */
export function rankLine(rank: number, finishers?: number): string {
  return finishers === undefined || finishers < rank
    ? `Rank ${rank} today`
    : `Rank ${rank} of ${countOf(finishers, 'finisher')}`;
}

/** The streak beside the race: '3-day race streak' (best shown when higher). */
export function streakText(days: number): string {
  return days === 0 ? 'No race streak yet' : `${days}-day race streak`;
}

export function streakNote(streak: { days: number; best: number; todayCounted: boolean }): string {
  if (streak.todayCounted) return 'Today counts. Race again tomorrow to keep it going.';
  if (streak.days > 0) return 'Finish today’s race to keep your streak.';
  return 'Finish a race to start a streak.';
}

/** 'New race in' … 'at 01:00 your time (00:00 UTC)' */
export function turnLine(localTime: string, utcTime: string): string {
  return `at ${localTime} your time (${utcTime} UTC)`;
}

/** The menu dot's words for screen readers. */
export const MENU_DOT = ', today’s race not played yet';

/** A craft that made an item already held in this race. */
export function alreadyMadeText(name: string): string {
  return `${name} again: you had made it already in this race.`;
}

/**
 * The share text of a race (docs/RULES.md, "The daily race"): one square a craft, coloured by
 * whether it brought the player closer to the target by recipe distance. It names no item,
 * so it spoils nothing.
 */
import { formatRaceTime, type RaceScore } from './score';

export type CraftTrend = 'closer' | 'same' | 'further';

export const TREND_SQUARES: Record<CraftTrend, string> = {
  closer: '\u{1F7E9}',
  same: '\u{1F7E8}',
  further: '\u2B1C',
};

/**
 * What a craft did for the player: closer when the distance fell, the same when it held,
 * further when it grew, when the target went out of reach, or when the craft failed.
 * A null distance is out of reach.
 */
export function craftTrend(
  before: number | null,
  after: number | null,
  failed: boolean,
): CraftTrend {
  if (failed || after === null) return 'further';
  if (before === null || after < before) return 'closer';
  return after === before ? 'same' : 'further';
}

export function shareSquares(trends: readonly CraftTrend[]): string {
  return trends.map((trend) => TREND_SQUARES[trend]).join('');
}

export interface ShareInput {
  dayLabel: string;
  trends: readonly CraftTrend[];
  score: RaceScore;
  url: string;
}

/** The text for any chat: a title, the squares, the count and time (or 'run over'), a link. */
export function raceShareText({ dayLabel, trends, score, url }: ShareInput): string {
  const crafts = `${score.crafts} ${score.crafts === 1 ? 'craft' : 'crafts'}`;
  const result =
    score.outcome === 'finished'
      ? `${crafts} in ${formatRaceTime(score.timeMs)}`
      : `Run over after ${crafts}`;
  return [`Alchemy Arena daily race ${dayLabel}`, shareSquares(trends), result, url].join('\n');
}

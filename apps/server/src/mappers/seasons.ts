/** Ratings as the contracts show them (docs/RULES.md, "Ranked seasons"). */
import { tierMove, tierStanding } from '@alchemy/game-rules';
import type { DuelRating, TierStanding } from '@alchemy/contracts';

export function standingOf(rating: number): TierStanding {
  return { rating: Math.round(rating), ...tierStanding(rating) };
}

/** A rated duel's change from the challenger's rating before and after it. */
export function toDuelRating(season: number, before: number, after: number): DuelRating {
  const [from, to] = [standingOf(before), standingOf(after)];
  return {
    season,
    before: from,
    after: to,
    change: to.rating - from.rating,
    move: tierMove(from, to),
  };
}

/**
 * The arena's rating (docs/RULES.md, "Ranked seasons"). Glicko-2 through the glicko2-lite
 * library (pure maths, no I/O, engines fit Node 20): a rating, how sure we are of it (the
 * deviation) and how erratic the player is (the volatility). Each rated duel is its own
 * rating period, as in most online games: the asynchronous arena has no rounds to batch.
 */
import rate from 'glicko2-lite';

export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/**
 * Where every player starts: the middle of the ladder. The deviation is under Glicko-2's
 * customary 350, so a newcomer's first duel moves about a hundred points, not a tier and a half.
 */
export const START_RATING: Rating = { rating: 1500, deviation: 250, volatility: 0.06 };

/** Glicko-2's system constant: how fast the volatility may change (0.3 to 1.2 advised). */
export const RATING_TAU = 0.5;

/** The deviation never drops below this, so a seasoned player's rating still moves. */
export const MIN_DEVIATION = 60;

/** The rating after one duel against `opponent`, won or lost (the engine has no draw). */
export function rateDuel(player: Rating, opponent: Rating, won: boolean): Rating {
  const next = rate(
    player.rating,
    player.deviation,
    player.volatility,
    [[opponent.rating, opponent.deviation, won ? 1 : 0]],
    { rating: START_RATING.rating, tau: RATING_TAU },
  );
  return {
    rating: next.rating,
    deviation: Math.max(MIN_DEVIATION, next.rd),
    volatility: next.vol,
  };
}

/** The rating as a player reads it: whole points. */
export function shownRating(rating: number): number {
  return Math.round(rating);
}

/**
 * Which duels are rated: only one against another player's card. The house's sparring
 * drafts (no owner) are not, nor, should it ever happen, one against the player's own card.
 */
export function isRatedDuel(playerId: string, opponentPlayerId: string | null): boolean {
  return opponentPlayerId !== null && opponentPlayerId !== playerId;
}

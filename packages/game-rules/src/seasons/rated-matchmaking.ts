/**
 * Matchmaking by rating (docs/RULES.md, "Ranked seasons"): once a player has fought the
 * newcomer's fair fights, the arena's rivals are the cards whose owners' season ratings are
 * nearest the player's, still within the level window; the engine's odds then name them.
 */
import { START_RATING, type Rating } from './rating';
import { resetRating } from './season-end';

/** A stored rating row: the season it belongs to and the rating it holds. */
export interface SeasonRatingOf extends Rating {
  readonly season: number;
}

/**
 * A player's rating in `season`: their row of that season, else the reset of their latest
 * row before it (the season's turn writes nothing), else the start (never rated).
 */
export function ratingInSeason(season: number, latest: SeasonRatingOf | null): Rating {
  if (latest === null) return START_RATING;
  const rating: Rating = {
    rating: latest.rating,
    deviation: latest.deviation,
    volatility: latest.volatility,
  };
  return latest.season === season ? rating : resetRating(rating);
}

export interface RatedCandidate {
  /** Who owns the card: a rival of a kind is taken from an owner not yet picked, if any. */
  readonly ownerId: string;
  /** The owner's rating in the season (ratingInSeason). */
  readonly ownerRating: number;
  /** The card's power (cardPower), for the tie between two cards of one rating. */
  readonly power: number;
}

/**
 * A ranked player's candidates in the order the arena tries them for one rival: owners not
 * yet picked first (three rivals from three players when there are three), then the owner's
 * rating nearest the player's in whole points, then the card's power nearest the rival's
 * target (log distance, as byPowerCloseness), then the weaker card.
 */
export function byRatingCloseness<T extends RatedCandidate>(
  candidates: readonly T[],
  playerRating: number,
  targetPower: number,
  pickedOwners: ReadonlySet<string>,
): T[] {
  const gap = (c: T) => Math.abs(Math.round(c.ownerRating) - Math.round(playerRating));
  const powerGap = (c: T) => Math.abs(Math.log(c.power / targetPower));
  const repeat = (c: T) => (pickedOwners.has(c.ownerId) ? 1 : 0);
  return [...candidates].sort(
    (a, b) =>
      repeat(a) - repeat(b) || gap(a) - gap(b) || powerGap(a) - powerGap(b) || a.power - b.power,
  );
}

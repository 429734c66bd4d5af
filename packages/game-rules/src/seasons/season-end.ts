/**
 * What a season's end does (docs/RULES.md, "Ranked seasons"): the soft reset of a rating
 * toward the middle, held up by a floor for the tier the player ended in, and the reward by
 * the highest tier reached during the season.
 */
import type { Currency } from '../currency';
import { START_RATING, type Rating } from './rating';
import { tierOf, TIER_FLOORS, type Tier } from './tiers';

/** The reset keeps this share of the distance from the middle. */
export const RESET_KEEP = 0.5;

/** After the reset the deviation is at least this: the new season's first duels move more. */
export const RESET_DEVIATION = 200;

/**
 * The rating the reset may not go below, by the tier the season ended in: a climb is not all
 * lost. Tiers under Gold have none, as the reset lifts them toward the middle anyway.
 */
export const RESET_FLOORS: Readonly<Record<Tier, number | null>> = {
  copper: null,
  bronze: null,
  silver: null,
  gold: null,
  platinum: TIER_FLOORS.gold,
  diamond: TIER_FLOORS.platinum,
  archmage: TIER_FLOORS.diamond,
};

/** The next season's starting rating for a player who ended this one at `ended`. */
export function resetRating(ended: Rating): Rating {
  const middle = START_RATING.rating;
  const toward = middle + (ended.rating - middle) * RESET_KEEP;
  const floor = RESET_FLOORS[tierOf(ended.rating)];
  return {
    rating: floor === null ? toward : Math.max(floor, toward),
    deviation: Math.min(START_RATING.deviation, Math.max(RESET_DEVIATION, ended.deviation)),
    volatility: ended.volatility,
  };
}

/** A season rewards only a player who fought at least this many rated duels in it. */
export const REWARD_MIN_RATED_DUELS = 3;

export type SeasonReward = Readonly<Record<Currency, number>>;

/** The reward by the highest tier reached (credits, diamonds and magic dust). */
export const SEASON_REWARDS: Readonly<Record<Tier, SeasonReward>> = {
  copper: { credits: 100, diamonds: 0, magicDust: 20 },
  bronze: { credits: 200, diamonds: 1, magicDust: 40 },
  silver: { credits: 350, diamonds: 2, magicDust: 70 },
  gold: { credits: 500, diamonds: 3, magicDust: 100 },
  platinum: { credits: 750, diamonds: 5, magicDust: 150 },
  diamond: { credits: 1000, diamonds: 8, magicDust: 200 },
  archmage: { credits: 1500, diamonds: 12, magicDust: 300 },
};

/** What a player's season pays: by the peak tier, or nothing after too few rated duels. */
export function seasonReward(peakRating: number, ratedDuels: number): SeasonReward | null {
  if (ratedDuels < REWARD_MIN_RATED_DUELS) return null;
  return SEASON_REWARDS[tierOf(peakRating)];
}

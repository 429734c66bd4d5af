/**
 * Tiers and divisions (docs/RULES.md, "Ranked seasons"): the rating as a player reads it.
 * Seven tiers in the game's voice, from Copper to Archmage; each but the last has three
 * divisions, III (lowest) to I. Players start at the foot of Gold, the middle of the ladder.
 */

export const TIERS = [
  'copper',
  'bronze',
  'silver',
  'gold',
  'platinum',
  'diamond',
  'archmage',
] as const;
export type Tier = (typeof TIERS)[number];

export const DIVISIONS = ['III', 'II', 'I'] as const;
export type Division = (typeof DIVISIONS)[number];

/** The rating at which each tier begins (Copper begins at any rating). */
export const TIER_FLOORS: Readonly<Record<Tier, number>> = {
  copper: Number.NEGATIVE_INFINITY,
  bronze: 1200,
  silver: 1350,
  gold: 1500,
  platinum: 1650,
  diamond: 1800,
  archmage: 1950,
};

/** Each division is this many points wide; a tier (but Copper and Archmage) is three. */
export const DIVISION_WIDTH = 50;

export interface TierStanding {
  readonly tier: Tier;
  /** Null for Archmage, the top, which has no divisions. */
  readonly division: Division | null;
}

/** The tier a rating (rounded to whole points, as shown) stands in. */
export function tierOf(rating: number): Tier {
  const shown = Math.round(rating);
  let found: Tier = 'copper';
  for (const tier of TIERS) if (shown >= TIER_FLOORS[tier]) found = tier;
  return found;
}

/** Tier and division: the division counts down from III as the rating climbs the tier. */
export function tierStanding(rating: number): TierStanding {
  const tier = tierOf(rating);
  if (tier === 'archmage') return { tier, division: null };
  const next = TIER_FLOORS[TIERS[TIERS.indexOf(tier) + 1] ?? 'archmage'];
  // Counted from the tier's top, so Copper's open floor is all division III below 1100.
  const fromTop = Math.floor((next - 1 - Math.round(rating)) / DIVISION_WIDTH);
  const division = DIVISIONS[Math.max(0, 2 - Math.min(2, fromTop))] ?? 'III';
  return { tier, division };
}

/** A tier's rank from 0 (Copper) to 6 (Archmage): which of two is higher. */
export function tierIndex(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/** How a duel moved the player: up a tier or division, down one, or neither. */
export type TierMove = 'promoted' | 'demoted' | 'same';

export function tierMove(before: TierStanding, after: TierStanding): TierMove {
  const step = (standing: TierStanding) =>
    tierIndex(standing.tier) * 3 + (standing.division ? DIVISIONS.indexOf(standing.division) : 0);
  const from = step(before);
  const to = step(after);
  return to > from ? 'promoted' : to < from ? 'demoted' : 'same';
}

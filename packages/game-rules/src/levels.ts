/** Level and experience rules: docs/RULES.md, "Levels and experience". */

export const MAX_LEVEL = 1000;
/** Diamonds granted for every level gained. */
export const DIAMONDS_PER_LEVEL = 10;

/**
 * Total experience needed to reach `level` (docs/RULES.md, "Levels and experience"). Vectors:
 * L1 0, L2 205, L3 575, L4 1120, L5 1903, L10 13042, L20 151154.
 */
export function xpForLevel(level: number): number {
  if (level <= 1) return 0;
  return Math.floor(250 * (1.5 ** (25 * (1 - Math.exp(-0.05 * level))) - 1)) - 200;
}

/** The highest level whose threshold the experience reaches, capped at MAX_LEVEL. */
export function levelForExperience(experience: number): number {
  let level = 1;
  while (level < MAX_LEVEL && experience >= xpForLevel(level + 1)) level += 1;
  return level;
}

/** Progress through the current level for the profile's XP bar, 0..1. */
export function levelProgress(experience: number): {
  level: number;
  into: number;
  span: number;
  ratio: number;
} {
  const level = levelForExperience(experience);
  const start = xpForLevel(level);
  const span = level >= MAX_LEVEL ? 0 : xpForLevel(level + 1) - start;
  const into = experience - start;
  return { level, into, span, ratio: span === 0 ? 1 : Math.min(1, into / span) };
}

/** Experience for winning against an opponent of `opponentLevel`: about eight wins a level. */
export function duelWinExperience(opponentLevel: number): number {
  return Math.ceil((xpForLevel(opponentLevel + 1) - xpForLevel(opponentLevel)) / 8);
}

/** Experience for losing: a fifth of a win, rounded up, so every duel moves a player on. */
export function duelLossExperience(opponentLevel: number): number {
  return Math.ceil(duelWinExperience(opponentLevel) / 5);
}

/** Experience and level-ups after a duel (docs/RULES.md, "Levels and experience"). */
import { DIAMONDS_PER_LEVEL, duelWinExperience, levelForExperience } from '../levels';

/**
 * An apprentice's wins count more (issue 25, "The pace of the first hour"): a duel of a
 * player below level 3 (the Market) gives four times the spec's experience, below level
 * 5 (Warrior) twice, so a newcomer who has just forged a first card reaches the Market in
 * about five wins and Warrior in about eight more, instead of thirty. The thresholds
 * (xpForLevel) are the spec's, and from level 5 on a duel gives the spec's experience.
 */
export const APPRENTICE_WIN_FACTORS: ReadonlyArray<{ belowLevel: number; factor: number }> = [
  { belowLevel: 3, factor: 4 },
  { belowLevel: 5, factor: 2 },
];

/** The factor of a win for a player of `playerLevel`: 1 from level 5 on. */
export function apprenticeWinFactor(playerLevel: number): number {
  return APPRENTICE_WIN_FACTORS.find((step) => playerLevel < step.belowLevel)?.factor ?? 1;
}

/**
 * Experience a duel gives: a win against level n times apprenticeWinFactor(playerLevel)
 * (the player's level before the duel), or a fifth of that (rounded up) for a loss.
 * Without `playerLevel`, the spec's numbers.
 */
export function duelExperience(won: boolean, opponentLevel: number, playerLevel?: number): number {
  const factor = playerLevel === undefined ? 1 : apprenticeWinFactor(playerLevel);
  const win = duelWinExperience(opponentLevel) * factor;
  return won ? win : Math.ceil(win / 5);
}

export interface ExperienceOutcome {
  level: number;
  experience: number;
  levelsGained: number;
  /** DIAMONDS_PER_LEVEL (10) for every level gained. */
  diamondsGained: number;
}

/**
 * A profile's level and experience after gaining `gained` experience. The level never
 * falls: a profile whose stored level is ahead of its experience keeps it.
 */
export function applyExperience(
  level: number,
  experience: number,
  gained: number,
): ExperienceOutcome {
  const total = experience + Math.max(0, gained);
  const newLevel = Math.max(level, levelForExperience(total));
  const levelsGained = newLevel - level;
  return {
    level: newLevel,
    experience: total,
    levelsGained,
    diamondsGained: levelsGained * DIAMONDS_PER_LEVEL,
  };
}

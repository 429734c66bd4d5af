/** Experience and level-ups after a duel (docs/RULES.md, "Levels and experience"). */
import {
  DIAMONDS_PER_LEVEL,
  duelLossExperience,
  duelWinExperience,
  levelForExperience,
} from '../levels';

/** Experience a duel gives: a win against level n, or a fifth of it (rounded up) for a loss. */
export function duelExperience(won: boolean, opponentLevel: number): number {
  return won ? duelWinExperience(opponentLevel) : duelLossExperience(opponentLevel);
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

/**
 * The pace of the first hour (issue 25; docs/RULES.md, "The pace of the first hour"). The
 * cooldown between duels grows with the player's level up to the server's setting
 * (DUEL_COOLDOWN_SECONDS, 60 s by default): a newcomer learning the arena waits a quarter
 * of it, a player at the Market half, and from level 5 (Warrior) the full cooldown. The
 * experience curve (xpForLevel) and the experience of a duel are the spec's, unchanged:
 * the first levels come sooner because the waits between fights are shorter, not because
 * a level is cheaper, so the leaderboard's experience keeps its meaning.
 */

/** From each level on, the share of the full cooldown a player waits after a duel. */
export const DUEL_COOLDOWN_STEPS: ReadonlyArray<{ fromLevel: number; share: number }> = [
  { fromLevel: 1, share: 0.25 },
  { fromLevel: 3, share: 0.5 },
  { fromLevel: 5, share: 1 },
];

/** The share of the full cooldown at `level`. */
export function duelCooldownShare(level: number): number {
  let share = DUEL_COOLDOWN_STEPS[0]!.share;
  for (const step of DUEL_COOLDOWN_STEPS) if (level >= step.fromLevel) share = step.share;
  return share;
}

/**
 * Seconds a player of `level` (their level before the duel) waits after it, with
 * `fullSeconds` the server's setting: whole seconds, never more than the setting.
 */
export function duelCooldownSeconds(level: number, fullSeconds: number): number {
  return Math.min(fullSeconds, Math.ceil(Math.max(0, fullSeconds) * duelCooldownShare(level)));
}

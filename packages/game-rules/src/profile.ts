/** Profile rules: docs/RULES.md, "Accounts and profile". */

export const STARTING_PROFILE = {
  level: 1,
  experience: 0,
  credits: 1000,
  diamonds: 20,
  magicDust: 50,
  initialItemsLimit: 8,
  isLabOpen: false,
  isArenaOpen: false,
} as const;

export const GUEST_NAME_PREFIX = 'Adventurer-';
const NAME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The generated name of a new player: the prefix and four characters drawn with `next`
 * (a seeded source of numbers in [0, 1)), so the same seed names the same player.
 */
export function generatedPlayerName(next: () => number): string {
  let suffix = '';
  for (let i = 0; i < 4; i += 1) {
    suffix += NAME_ALPHABET[Math.floor(next() * NAME_ALPHABET.length)] ?? 'X';
  }
  return GUEST_NAME_PREFIX + suffix;
}

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 24;
/**
 * Letters of any script (with their combining marks: many scripts need them), decimal
 * digits, space, '_' and '-'; checked on the NFC form of the name.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{M}\p{Nd} _-]+$/u;
/** A name needs at least one letter or digit: '___' is not a name. */
export const USERNAME_NEEDS = /[\p{L}\p{Nd}]/u;

/** Credits charged to regenerate the avatar. */
export const AVATAR_REGENERATION_COST = 100;

/** Seconds a player waits between duels (a server setting; this is its default). */
export const DEFAULT_DUEL_COOLDOWN_SECONDS = 60;

/**
 * Seconds until the next duel may start, from the instant it becomes allowed. Time is
 * passed in so the rules stay deterministic.
 */
export function secondsUntil(nextAllowedAtMs: number | null, nowMs: number): number {
  if (nextAllowedAtMs === null) return 0;
  return Math.max(0, Math.ceil((nextAllowedAtMs - nowMs) / 1000));
}

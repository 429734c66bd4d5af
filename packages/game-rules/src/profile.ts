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
 * Letters of any script, the combining marks those letters carry (non-spacing and spacing;
 * enclosing marks, which draw a circle or a keycap around their base, are not letters'
 * marks), decimal digits, space, '_' and '-'; checked on the NFC form of the name.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{Mn}\p{Mc}\p{Nd} _-]+$/u;
/**
 * Characters that draw nothing: Unicode's default-ignorable code points (zero-width spaces
 * and joiners, the soft hyphen, bidi controls, variation selectors, tag characters, and the
 * Hangul fillers U+3164, U+115F, U+1160 and U+FFA0, which are letters that show as blank),
 * the braille blank U+2800 and the Khitan filler U+16FE4. A name made of them shows blank
 * on leaderboards, friend lists and invitations; one hidden among visible letters makes a
 * name that looks like another's.
 */
export const USERNAME_INVISIBLE = /\p{Default_Ignorable_Code_Point}|\u2800|\u{16FE4}/u;
/** A letter or a decimal digit: every name needs one (invisible ones do not count). */
export const USERNAME_LETTER_OR_DIGIT = /^[\p{L}\p{Nd}]$/u;
/** A combining mark (non-spacing or spacing), which belongs on the letter before it. */
export const USERNAME_MARK = /^[\p{Mn}\p{Mc}]$/u;
/** A letter of any script: the only base a combining mark may sit on. */
export const USERNAME_LETTER = /^\p{L}$/u;
/**
 * At most this many combining marks on one letter. Real names need up to three after NFC
 * (Hindi 'ज़िं' in ज़िंदगी: nukta, vowel sign and anusvara; Hebrew with niqqud: dagesh,
 * shin dot and a vowel; a Tibetan stack); 'Zalgo' text piles dozens on a letter and spills
 * over the lines above and below.
 */
export const USERNAME_MAX_MARKS_PER_LETTER = 3;

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

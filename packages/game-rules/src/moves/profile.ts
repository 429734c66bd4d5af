/**
 * The profile (docs/RULES.md, "Accounts and profile"): choosing a username and
 * regenerating the avatar. The profile screen and the server run the same checks.
 */
import {
  AVATAR_REGENERATION_COST,
  USERNAME_INVISIBLE,
  USERNAME_LETTER,
  USERNAME_LETTER_OR_DIGIT,
  USERNAME_MARK,
  USERNAME_MAX_LENGTH,
  USERNAME_MAX_MARKS_PER_LETTER,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../profile';
import { err, ok, type Result } from '../result';
import { checkAfford, type Balances, type Cost, type Shortfall } from './afford';

export type UsernameError =
  | { code: 'USERNAME_REQUIRED' }
  | { code: 'USERNAME_TOO_SHORT'; min: number }
  | { code: 'USERNAME_TOO_LONG'; max: number }
  | { code: 'USERNAME_INVISIBLE_CHARACTERS' }
  | { code: 'USERNAME_BAD_CHARACTERS' }
  | { code: 'USERNAME_LONE_MARK' }
  | { code: 'USERNAME_TOO_MANY_MARKS'; max: number }
  | { code: 'USERNAME_NO_LETTER_OR_DIGIT' };

/**
 * A username, trimmed and in NFC, checked in this order: required; 3 to 24 characters
 * (code points, not UTF-16 units); no invisible character (USERNAME_INVISIBLE: checked
 * before the allowed set, so a pasted zero-width space is named for what it is); only
 * letters (any script), their combining marks, decimal digits, spaces, '_' and '-'; every
 * mark on a letter, at most USERNAME_MAX_MARKS_PER_LETTER on one; and at least one letter
 * or digit, which, invisible ones being refused, is one a player can see.
 */
export function checkUsername(raw: string): Result<string, UsernameError> {
  const name = raw.trim().normalize('NFC');
  const characters = [...name];
  const length = characters.length;
  if (length === 0) return err({ code: 'USERNAME_REQUIRED' });
  if (length < USERNAME_MIN_LENGTH)
    return err({ code: 'USERNAME_TOO_SHORT', min: USERNAME_MIN_LENGTH });
  if (length > USERNAME_MAX_LENGTH)
    return err({ code: 'USERNAME_TOO_LONG', max: USERNAME_MAX_LENGTH });
  if (USERNAME_INVISIBLE.test(name)) return err({ code: 'USERNAME_INVISIBLE_CHARACTERS' });
  if (!USERNAME_PATTERN.test(name)) return err({ code: 'USERNAME_BAD_CHARACTERS' });
  const marks = marksProblem(characters);
  if (marks) return err(marks);
  if (!characters.some((c) => USERNAME_LETTER_OR_DIGIT.test(c))) {
    return err({ code: 'USERNAME_NO_LETTER_OR_DIGIT' });
  }
  return ok(name);
}

/**
 * Walks the name once: a mark must follow a letter or another mark on that letter (a mark
 * at the start, or on a space, '_', '-' or a digit, is a lone mark), and one letter carries
 * at most USERNAME_MAX_MARKS_PER_LETTER.
 */
function marksProblem(
  characters: readonly string[],
): Extract<UsernameError, { code: 'USERNAME_LONE_MARK' | 'USERNAME_TOO_MANY_MARKS' }> | null {
  let onLetter = false;
  let marks = 0;
  for (const character of characters) {
    if (!USERNAME_MARK.test(character)) {
      onLetter = USERNAME_LETTER.test(character);
      marks = 0;
      continue;
    }
    if (!onLetter) return { code: 'USERNAME_LONE_MARK' };
    marks += 1;
    if (marks > USERNAME_MAX_MARKS_PER_LETTER) {
      return { code: 'USERNAME_TOO_MANY_MARKS', max: USERNAME_MAX_MARKS_PER_LETTER };
    }
  }
  return null;
}

/** 'Update Profile' is offered for a valid name that differs from the current one. */
export function canUpdateUsername(raw: string, current: string): boolean {
  const checked = checkUsername(raw);
  return checked.ok && checked.value !== current;
}

/** A new avatar for AVATAR_REGENERATION_COST credits. */
export function checkAvatarRegeneration(balances: Balances): Result<Cost, Shortfall> {
  return checkAfford(balances, { currency: 'credits', amount: AVATAR_REGENERATION_COST }, 'avatar');
}

/**
 * The profile (docs/RULES.md, "Accounts and profile"): choosing a username and
 * regenerating the avatar. The profile screen and the server run the same checks.
 */
import {
  AVATAR_REGENERATION_COST,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_NEEDS,
  USERNAME_PATTERN,
} from '../profile';
import { err, ok, type Result } from '../result';
import { checkAfford, type Balances, type Cost, type Shortfall } from './afford';

export type UsernameError =
  | { code: 'USERNAME_REQUIRED' }
  | { code: 'USERNAME_TOO_SHORT'; min: number }
  | { code: 'USERNAME_TOO_LONG'; max: number }
  | { code: 'USERNAME_BAD_CHARACTERS' };

/**
 * A username, trimmed and in NFC: required, 3 to 24 characters, letters (any script, with
 * their marks), digits, spaces, '_' and '-', at least one letter or digit. Checked in that
 * order. Length counts code points, not UTF-16 units.
 */
export function checkUsername(raw: string): Result<string, UsernameError> {
  const name = raw.trim().normalize('NFC');
  const length = [...name].length;
  if (length === 0) return err({ code: 'USERNAME_REQUIRED' });
  if (length < USERNAME_MIN_LENGTH)
    return err({ code: 'USERNAME_TOO_SHORT', min: USERNAME_MIN_LENGTH });
  if (length > USERNAME_MAX_LENGTH)
    return err({ code: 'USERNAME_TOO_LONG', max: USERNAME_MAX_LENGTH });
  if (!USERNAME_PATTERN.test(name) || !USERNAME_NEEDS.test(name)) {
    return err({ code: 'USERNAME_BAD_CHARACTERS' });
  }
  return ok(name);
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

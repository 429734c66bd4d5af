/**
 * The 'Username' field (docs/RULES.md, "Accounts and profile"): game-rules' checkUsername
 * says whether the name typed is acceptable, canUpdateUsername whether 'Update Profile' is
 * offered, and the rule table says what is wrong. The server checks the same again.
 */
import { ruleMessage } from '@alchemy/contracts';
import { canUpdateUsername, checkUsername } from '@alchemy/game-rules';

export interface UsernameFieldState {
  /** The name to send (trimmed) when it is acceptable; null otherwise. */
  name: string | null;
  /** The rule's words while the name is not acceptable; null when it is. */
  problem: string | null;
  /** Acceptable, but the name the player already has. */
  unchanged: boolean;
  /** 'Update Profile' is enabled. */
  canUpdate: boolean;
}

export function usernameFieldState(text: string, current: string): UsernameFieldState {
  const checked = checkUsername(text);
  return {
    name: checked.ok ? checked.value : null,
    problem: checked.ok ? null : ruleMessage(checked.error),
    unchanged: checked.ok && checked.value === current,
    canUpdate: canUpdateUsername(text, current),
  };
}

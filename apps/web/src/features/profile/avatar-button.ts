/**
 * The avatar's 'Regenerate' button (docs/RULES.md, "Accounts and profile"): it costs
 * AVATAR_REGENERATION_COST credits, and game-rules' checkAvatarRegeneration says whether the
 * purse covers it. Short of credits the button says why, in the rule table's words.
 */
import { ruleMessage } from '@alchemy/contracts';
import {
  AVATAR_REGENERATION_COST,
  checkAvatarRegeneration,
  type Balances,
} from '@alchemy/game-rules';

export interface AvatarButtonState {
  /** Credits one new avatar costs. */
  cost: number;
  /** Why it cannot be done now, in the rule's words; null when it can. */
  reason: string | null;
  /** Shown as disabled: short of credits, or a regeneration under way. */
  disabled: boolean;
}

export function avatarButtonState(balances: Balances, busy: boolean): AvatarButtonState {
  const checked = checkAvatarRegeneration(balances);
  const reason = checked.ok ? null : ruleMessage(checked.error);
  return { cost: AVATAR_REGENERATION_COST, reason, disabled: busy || reason !== null };
}

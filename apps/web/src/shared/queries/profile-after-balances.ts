import type { Profile } from '@alchemy/contracts';
import type { BalanceDelta } from '@alchemy/game-rules';

/**
 * The purse after a move's balance changes, as the server booked them: a game-rules
 * effect names each change (docs/adr/0118-moves-return-effects.md), so the screens that
 * know the move's state follow the purse without asking for the profile again.
 */
export function profileAfterBalances(profile: Profile, balances: readonly BalanceDelta[]): Profile {
  const next = { ...profile };
  for (const { currency, delta } of balances) next[currency] += delta;
  return next;
}

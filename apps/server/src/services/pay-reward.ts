/**
 * Paying a reward: one ledger row per currency it holds, each with the reward's reason
 * (docs/RULES.md, "Currencies"). Answers the balances after.
 */
import { CURRENCIES, type Currency, type LedgerReason, type Reward } from '@alchemy/game-rules';
import { changeBalance } from '../repositories/balances';
import type { ServiceContext } from './context';
import type { Tx } from '../db/database';
import type { LockedPlayer } from './transaction';

export type BalancesOf = Record<Currency, number>;

export async function payReward(
  tx: Tx,
  ctx: ServiceContext,
  me: LockedPlayer,
  balances: BalancesOf,
  reward: Reward,
  reason: LedgerReason,
): Promise<BalancesOf> {
  const after = { ...balances };
  for (const currency of CURRENCIES) {
    const amount = reward[currency];
    if (amount <= 0) continue;
    after[currency] = await changeBalance(tx, me, {
      currency,
      delta: amount,
      reason,
      requestId: ctx.requestId,
    });
  }
  return after;
}

/** Two rewards added up. */
export function addRewards(one: Reward, two: Reward): Reward {
  return {
    credits: one.credits + two.credits,
    diamonds: one.diamonds + two.diamonds,
    magicDust: one.magicDust + two.magicDust,
  };
}

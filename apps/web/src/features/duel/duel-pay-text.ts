/**
 * What a duel paid, in words (docs/RULES.md, "Duel pay"): '+24 credits, +6 dust', as the
 * result overlay says it beside '+N EXP'. Empty when it paid nothing.
 */
import type { DuelReward, RewardView } from '@alchemy/contracts';
import { formatNumber } from '@/lib/format';

export interface PayPart {
  currency: 'credits' | 'magicDust';
  text: string;
}

export function duelPayParts(reward: DuelReward): PayPart[] {
  const parts: PayPart[] = [];
  if (reward.credits > 0) {
    parts.push({ currency: 'credits', text: `+${formatNumber(reward.credits)} credits` });
  }
  if (reward.magicDust > 0) {
    parts.push({ currency: 'magicDust', text: `+${formatNumber(reward.magicDust)} dust` });
  }
  return parts;
}

export function duelPayText(reward: DuelReward): string {
  return duelPayParts(reward)
    .map((part) => part.text)
    .join(', ');
}

/** The pay as a reward of the currency bar's three currencies, for its flight. */
export function duelPayAsReward(reward: DuelReward): RewardView {
  return { credits: reward.credits, diamonds: 0, magicDust: reward.magicDust };
}

import type { DuelReward } from '@alchemy/contracts';
import { useEffect, useRef } from 'react';
import { flyReward } from '@/shared/reward/reward-flight';
import { Icon } from '@/components/ui/icon';
import { playClaimSound } from '@/shared/reward/reward-sounds';
import '@/shared/reward/reward.css';
import { duelPayAsReward, duelPayParts, duelPayText } from '../duel-pay-text';

const ICONS = { credits: 'two-coins', magicDust: 'powder' } as const;

/**
 * '+24 credits, +6 dust' on the result overlay, each part with its currency's icon. A fresh
 * duel's pay pours its coins and flies to the balances once (calm under reduced motion:
 * the line stays and the balances change with their deltas); a replay's only says it.
 */
export function DuelPayLine({ reward, fly }: { reward: DuelReward; fly: boolean }) {
  const line = useRef<HTMLParagraphElement>(null);
  const flown = useRef(false);
  useEffect(() => {
    if (!fly || flown.current || duelPayParts(reward).length === 0) return;
    flown.current = true;
    playClaimSound();
    void flyReward(line.current, duelPayAsReward(reward));
  }, [fly, reward]);

  const parts = duelPayParts(reward);
  // Every duel within the day's purse pays something (a loss at least a credit): nothing
  // paid means the purse is spent.
  if (parts.length === 0) {
    return (
      <p className="duel-result__pay duel-result__pay--spent" data-testid="duel-pay">
        Today's purse is spent: experience only until the day turns.
      </p>
    );
  }
  return (
    <p
      ref={line}
      className="duel-result__pay"
      data-testid="duel-pay"
      aria-label={duelPayText(reward)}
    >
      {parts.map((part, index) => (
        <span
          key={part.currency}
          className={`reward-chip reward-chip--${part.currency} duel-result__pay-part`}
        >
          <Icon name={ICONS[part.currency]} size="1.1em" />
          {part.text}
          {index < parts.length - 1 && <span className="sr-only">,</span>}
        </span>
      ))}
    </p>
  );
}

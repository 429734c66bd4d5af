import { countOf, type HintItem, type HintResponse } from '@alchemy/contracts';
import {
  balanceAfter,
  spendNeedsConfirmation,
  type Cost,
  type HintCurrency,
} from '@alchemy/game-rules';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useProfile } from '@/shared/queries/profile-query';
import { useHintStatus, useTakeHint } from '../api/hint';
import { formatCountdown, secondsLeft } from '../hint-state';
import { HintBarSpace } from './hint-bar-space';
import { SpendConfirmDialog } from './lazy-crafting-extras';
import './hint-button.css';

interface HintButtonProps {
  /** The hint being shown, if any. */
  pair: readonly [HintItem, HintItem] | null;
  onHint: (hint: HintResponse) => void;
  gameOver: boolean;
}

/** Re-renders every second while a countdown runs. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

const PRICE_WORDS: Record<HintCurrency, (amount: number) => string> = {
  diamonds: (amount) => countOf(amount, 'diamond'),
  magicDust: (amount) => `${amount} dust`,
};

/**
 * The hint (docs/RULES.md, "Hints"): a free one every ten minutes, with the countdown to
 * the next; meanwhile one for diamonds or for dust. A paid hint that takes more than a
 * fifth of its balance asks first, as every spend does. The pair it names is highlighted
 * in the grid and spelled out here.
 */
export function HintButton({ pair, onHint, gameOver }: HintButtonProps) {
  const status = useHintStatus(!gameOver);
  const take = useTakeHint(onHint);
  const profile = useProfile().data;
  const [confirming, setConfirming] = useState<HintCurrency | null>(null);
  const seconds = status.data?.secondsUntilFree ?? 0;
  const now = useNow(seconds > 0);
  const left = status.data ? secondsLeft(seconds, status.dataUpdatedAt, now) : 0;
  if (gameOver || status.isError) return null;
  if (!status.data) return <HintBarSpace />;
  const prices: Record<HintCurrency, number> = {
    diamonds: status.data.priceDiamonds,
    magicDust: status.data.priceDust,
  };
  const costOf = (currency: HintCurrency): Cost => ({ currency, amount: prices[currency] });
  const pay = (currency: HintCurrency) => {
    if (profile && spendNeedsConfirmation(costOf(currency), profile)) setConfirming(currency);
    else take.mutate({ paid: true, payWith: currency });
  };

  return (
    <div className="hint-bar">
      {left === 0 ? (
        <Button
          variant="secondary"
          icon="sparkles"
          className="hint-bar__button"
          disabled={take.isPending}
          onClick={() => take.mutate({ paid: false })}
        >
          Free hint
        </Button>
      ) : (
        <>
          <p className="hint-bar__timer" data-testid="hint-countdown">
            Next free hint in <time>{formatCountdown(left)}</time>
          </p>
          {(['diamonds', 'magicDust'] as const).map((currency) => (
            <Button
              key={currency}
              variant="secondary"
              icon={currency === 'diamonds' ? 'cut-diamond' : 'sparkles'}
              className="hint-bar__button"
              disabled={take.isPending}
              onClick={() => pay(currency)}
            >
              {`Hint for ${PRICE_WORDS[currency](prices[currency])}`}
            </Button>
          ))}
        </>
      )}
      <p className="hint-bar__pair" role="status">
        {pair && (
          <>
            Hint: combine <strong>{pair[0].name}</strong> and <strong>{pair[1].name}</strong>
          </>
        )}
      </p>
      {confirming && profile && (
        <SpendConfirmDialog
          open
          title="Buy a hint?"
          pay={costOf(confirming)}
          get="Two items you hold that make something new"
          balanceAfter={balanceAfter(costOf(confirming), profile)}
          confirmLabel="Buy hint"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            take.mutate({ paid: true, payWith: confirming });
            setConfirming(null);
          }}
        />
      )}
    </div>
  );
}

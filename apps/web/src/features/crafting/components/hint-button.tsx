import { countOf, type HintItem, type HintResponse } from '@alchemy/contracts';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHintStatus, useTakeHint } from '../api/hint';
import { formatCountdown, secondsLeft } from '../hint-state';
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

/**
 * The hint (docs/RULES.md, "Hints"): a free one every ten minutes, with the countdown to
 * the next; meanwhile one for diamonds. The pair it names is highlighted in the grid and
 * spelled out here.
 */
export function HintButton({ pair, onHint, gameOver }: HintButtonProps) {
  const status = useHintStatus(!gameOver);
  const take = useTakeHint(onHint);
  const seconds = status.data?.secondsUntilFree ?? 0;
  const now = useNow(seconds > 0);
  const left = status.data ? secondsLeft(seconds, status.dataUpdatedAt, now) : 0;
  if (gameOver || !status.data) return null;
  const price = status.data.priceDiamonds;

  return (
    <div className="hint-bar">
      {left === 0 ? (
        <Button
          variant="secondary"
          icon="sparkles"
          className="hint-bar__button"
          disabled={take.isPending}
          onClick={() => take.mutate(false)}
        >
          Free hint
        </Button>
      ) : (
        <>
          <p className="hint-bar__timer" data-testid="hint-countdown">
            Next free hint in <time>{formatCountdown(left)}</time>
          </p>
          <Button
            variant="secondary"
            icon="cut-diamond"
            className="hint-bar__button"
            disabled={take.isPending}
            onClick={() => take.mutate(true)}
          >
            {`Hint for ${countOf(price, 'diamond')}`}
          </Button>
        </>
      )}
      <p className="hint-bar__pair" role="status">
        {pair && (
          <>
            Hint: combine <strong>{pair[0].name}</strong> and <strong>{pair[1].name}</strong>
          </>
        )}
      </p>
    </div>
  );
}

import type { PriceHistory } from '@alchemy/contracts';
import { lazy, Suspense } from 'react';
import { chartAltText } from '../price-memory';

// uPlot comes with this chunk, loaded on the first graph a player sees.
const PriceChart = lazy(() => import('./price-chart'));

interface PriceGraphProps {
  history: PriceHistory;
  size: 'spark' | 'full';
}

/**
 * The graph with its text alternative: an image to assistive technology, named by what
 * a sighted player reads off it. While the chart's code loads, a quiet band of its height.
 */
export function PriceGraph({ history, size }: PriceGraphProps) {
  if (history.points.length === 0) return null;
  return (
    <span
      role="img"
      aria-label={chartAltText(history)}
      className={`price-graph price-graph--${size}`}
    >
      <Suspense fallback={<span className={`price-graph__wait price-graph__wait--${size}`} />}>
        <PriceChart points={history.points} resolution={history.resolution} size={size} />
      </Suspense>
    </span>
  );
}

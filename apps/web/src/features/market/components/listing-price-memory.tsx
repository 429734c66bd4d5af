import type { CardKindQuery } from '@alchemy/contracts';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { usePriceHistory } from '../api/get-price-history';
import { historySummaryText, verdictOf } from '../price-memory';
import { PriceGraph } from './price-graph';

/** True once the element has come near the screen: tiles far below ask nothing yet. */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  // Without an observer (an old engine), every tile asks at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

interface ListingPriceMemoryProps {
  query: CardKindQuery;
  price: number;
  onShowSales: (query: CardKindQuery) => void;
}

/**
 * Under a listing's price: what its kind sold for (median and count, a small graph), a
 * tap away from the recent sales, and whether this price is a bargain or steep.
 */
export function ListingPriceMemory({ query, price, onShowSales }: ListingPriceMemoryProps) {
  const { ref, seen } = useSeen<HTMLDivElement>();
  const history = usePriceHistory(query, seen);
  const verdict = verdictOf(price, history.data);
  return (
    <div ref={ref} className="price-memory" data-testid="price-memory">
      {verdict && (
        <p className={clsx('price-verdict', `price-verdict--${verdict.verdict}`)}>
          <Icon name={verdict.verdict === 'bargain' ? 'two-coins' : 'upgrade'} />
          <span>{verdict.text}</span>
        </p>
      )}
      {history.data ? (
        <button
          type="button"
          className="price-memory__open"
          aria-haspopup="dialog"
          onClick={() => onShowSales(query)}
        >
          <span className="price-memory__line" data-testid="price-memory-line">
            {historySummaryText(history.data)}
          </span>
          <PriceGraph history={history.data} size="spark" />
          <span className="sr-only">: show the recent sales</span>
        </button>
      ) : (
        <p className="price-memory__line price-memory__line--quiet">
          {history.isError ? 'Past prices unavailable' : 'Reading past prices...'}
        </p>
      )}
    </div>
  );
}

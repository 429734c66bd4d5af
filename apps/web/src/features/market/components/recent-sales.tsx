import type { CardKindQuery } from '@alchemy/contracts';
import { Spinner } from '@/components/ui/spinner';
import { useRecentSales } from '../api/get-recent-sales';
import { recentSaleText } from '../price-memory';
import { Amount } from './currency-icon';

/** The latest sales of a kind, newest first: the card, its price, how long ago. */
export function RecentSalesList({ query }: { query: CardKindQuery }) {
  const sales = useRecentSales(query);
  if (sales.data === undefined) {
    return sales.isError ? (
      <p className="recent-sales__empty" role="alert">
        The recent sales could not be loaded. Try again in a moment.
      </p>
    ) : (
      <div className="recent-sales__loading">
        <Spinner label="Loading recent sales" />
      </div>
    );
  }
  if (sales.data.sales.length === 0) {
    return <p className="recent-sales__empty">No card of this kind sold in the last 30 days.</p>;
  }
  // 'N min ago' as of the answer: the list is as fresh as its last fetch.
  const now = sales.dataUpdatedAt;
  return (
    <ol className="recent-sales" aria-label="Recent sales" data-testid="recent-sales">
      {sales.data.sales.map((sale, index) => {
        const text = recentSaleText(sale, now);
        return (
          <li key={`${sale.soldAt}-${index}`} className="recent-sales__row">
            <span className="recent-sales__what">{text.what}</span>
            <Amount amount={sale.price} currency="magicDust" className="recent-sales__price" />
            <span className="recent-sales__when">{text.when}</span>
          </li>
        );
      })}
    </ol>
  );
}

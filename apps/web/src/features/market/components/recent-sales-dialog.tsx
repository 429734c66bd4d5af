import type { CardKindQuery } from '@alchemy/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { usePriceHistory } from '../api/get-price-history';
import { historySummaryText, kindText } from '../price-memory';
import { PriceGraph } from './price-graph';
import { RecentSalesList } from './recent-sales';

interface RecentSalesDialogProps {
  /** The kind whose sales show; null: closed. */
  query: CardKindQuery | null;
  onClose: () => void;
}

/** What a kind of card sold for: the median, the graph at full size and the latest sales. */
export function RecentSalesDialog({ query, onClose }: RecentSalesDialogProps) {
  return (
    <Dialog open={query !== null} onClose={onClose} label="Recent sales" className="sales-sheet">
      {query && <SalesSheet query={query} onClose={onClose} />}
    </Dialog>
  );
}

function SalesSheet({ query, onClose }: { query: CardKindQuery; onClose: () => void }) {
  const history = usePriceHistory(query);
  return (
    <div className="sales-sheet__body">
      <h2 className="sales-sheet__title">
        <Icon name="scroll-unfurled" />
        <span>Recent sales</span>
      </h2>
      {history.data && (
        <>
          <p className="sales-sheet__kind">{kindText(history.data.kind)}</p>
          <p className="sales-sheet__summary">{historySummaryText(history.data)}</p>
          <PriceGraph history={history.data} size="full" />
        </>
      )}
      <RecentSalesList query={query} />
      <div className="sales-sheet__actions">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

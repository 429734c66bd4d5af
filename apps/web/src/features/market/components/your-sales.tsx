import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { useMarketSales } from '../api/get-market-sales';
import { saleLines, soldWhenText } from '../market-sales';
import { NO_SALES, SALES_LOAD_FAILED } from '../market-texts';

/** 'Your sales': the player's sold cards, newest first, so a seller sees a card sold. */
export function YourSales() {
  const sales = useMarketSales();
  return (
    <Panel className="market-section market-sales" aria-labelledby="market-sales-title">
      <h2 id="market-sales-title" className="market-section-title">
        <Icon name="scroll-quill" />
        <span>Your sales</span>
      </h2>
      {sales.data === undefined ? (
        sales.isError ? (
          <p className="market-empty" role="alert">
            {SALES_LOAD_FAILED}
          </p>
        ) : (
          <div className="market-section__loading">
            <Spinner label="Loading your sales" size={28} />
          </div>
        )
      ) : sales.data.length === 0 ? (
        <p className="market-empty">{NO_SALES}</p>
      ) : (
        <ul className="market-sales__list">
          {sales.data.map((sale) => {
            const lines = saleLines(sale);
            return (
              <li key={sale.listingId} className="market-sale" data-testid="market-sale">
                <img
                  className="market-sale__art"
                  src={sale.card.card.imageUrl}
                  alt=""
                  width={200}
                  height={280}
                  loading="lazy"
                />
                <div className="market-sale__text">
                  <p className="market-sale__name">{sale.card.card.name}</p>
                  <p className="market-sale__line">{lines.buyer}</p>
                  <p className="market-sale__line">
                    {lines.price} · <strong>{lines.received}</strong>
                  </p>
                </div>
                {/* Relative to when the list was read: a refresh brings both up to date. */}
                <time className="market-sale__when" dateTime={sale.soldAt}>
                  {soldWhenText(sale.soldAt, sales.dataUpdatedAt)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

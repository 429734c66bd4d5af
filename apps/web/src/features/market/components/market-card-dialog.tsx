import type { BattleCard, MarketListing } from '@alchemy/contracts';
import { CardDialog } from '@/shared/card-dialog/card-dialog';
import { Amount } from './currency-icon';

/** A card to look at: one of the player's, or a listing's (with its seller and price). */
export interface MarketPreview {
  card: BattleCard;
  listing: MarketListing | null;
}

/** The card preview, view-only: the shared card dialog, with a listing's seller and price. */
export function MarketCardDialog({
  preview,
  onClose,
}: {
  preview: MarketPreview | null;
  onClose: () => void;
}) {
  const listing = preview?.listing ?? null;
  return (
    <CardDialog
      card={preview?.card ?? null}
      onClose={onClose}
      summary={
        listing && (
          <dl className="market-details__sale">
            <div>
              <dt>Seller</dt>
              <dd>{listing.seller.name}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>
                <Amount amount={listing.price} currency={listing.currency} />
              </dd>
            </div>
          </dl>
        )
      }
    />
  );
}

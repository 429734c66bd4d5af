import type { CardKindQuery, MarketListing, Profile } from '@alchemy/contracts';
import { memo, useId } from 'react';
import { BattleCardFace } from '@/components/ui/battle-card-face';
import { Button } from '@/components/ui/button';
import { listingAction } from '../listing-action';
import { listingFeeText } from '../market-texts';
import { cardKindQuery } from '../price-memory';
import { ListingPriceMemory } from './listing-price-memory';
import { Amount, CurrencyIcon } from './currency-icon';

interface ListingTileProps {
  listing: MarketListing;
  profile: Profile;
  /** This listing is being bought. */
  buying: boolean;
  /** A purchase is under way: one at a time, so the purse never double-counts. */
  anyBuying: boolean;
  onOpen: (listing: MarketListing) => void;
  onBuy: (listing: MarketListing) => void;
  /** Opens the recent sales of a kind. */
  onShowSales: (query: CardKindQuery) => void;
}

/**
 * One listing: the card (a click opens its details), its price, what its kind sold for, and
 * 'Buy' or 'Selling for'.
 */
export const ListingTile = memo(function ListingTile({
  listing,
  profile,
  buying,
  anyBuying,
  onOpen,
  onBuy,
  onShowSales,
}: ListingTileProps) {
  const action = listingAction(listing, profile);
  const missingId = useId();
  const missing = action.kind === 'buy' ? action.missing : null;
  const forSale = { ...listing.item, isListed: false };
  return (
    <li className="market-tile" data-testid={`market-listing-${listing.id}`}>
      <button type="button" className="market-tile__card" onClick={() => onOpen(listing)}>
        {/* Every card here is for sale: no 'Listed' tag, no dimmed picture. */}
        <BattleCardFace card={forSale} showStats />
        {/* Named by what it shows (a label of other words fails WCAG 2.5.3), then the seller. */}
        <span className="sr-only">, sold by {listing.seller.name}</span>
      </button>
      <p className="market-tile__seller">by {listing.seller.name}</p>
      <div className="market-tile__buy">
        <Amount amount={listing.price} currency={listing.currency} className="market-tile__price" />
        <p className="market-tile__fee" data-testid="listing-fee">
          {listingFeeText(listing, action.kind === 'own')}
        </p>
        <ListingPriceMemory
          query={cardKindQuery(listing.item)}
          price={listing.price}
          onShowSales={onShowSales}
        />
        {action.kind === 'own' ? (
          <p className="market-tile__selling" data-testid="selling-for">
            {action.label} <CurrencyIcon currency={listing.currency} />
          </p>
        ) : (
          <Button
            block
            className="market-tile__action"
            icon="shopping-cart"
            // The clicked button keeps its focus while its purchase runs; the others wait.
            disabled={!action.enabled || (anyBuying && !buying)}
            aria-busy={buying}
            aria-describedby={missing ? missingId : undefined}
            title={action.reason ?? undefined}
            onClick={() => onBuy(listing)}
          >
            Buy
          </Button>
        )}
        {missing && (
          <p id={missingId} className="spend-missing">
            {missing}
          </p>
        )}
      </div>
    </li>
  );
});

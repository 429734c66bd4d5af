import type { BattleCard, CardKindQuery, MarketListing, Profile } from '@alchemy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { balanceAfter } from '@alchemy/game-rules';
import { useCallback, useState } from 'react';
import { SpendConfirmDialog } from '@/components/ui/spend-confirm-dialog';
import { useBattleCards, battleCardsKey } from '@/shared/queries/battle-cards-query';
import { queryKeys } from '@/shared/queries/query-keys';
import { useMyListings } from '../api/get-my-listings';
import { marketKeys } from '../api/market-keys';
import { useMarketActions } from '../use-market-actions';
import { MarketCardDialog, type MarketPreview } from './market-card-dialog';
import { Marketplace } from './marketplace';
import { RecentSalesDialog } from './recent-sales-dialog';
import { SellDialog } from './sell-dialog';
import { YourCards } from './your-cards';
import { YourSales } from './your-sales';

/** The 'Player Market' tab: the player's cards to sell, the marketplace, the sales. */
export function PlayerMarket({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const cards = useBattleCards();
  const myListings = useMyListings();
  const actions = useMarketActions(profile);
  const confirming = actions.confirmingListing;
  const [preview, setPreview] = useState<MarketPreview | null>(null);
  const [salesOf, setSalesOf] = useState<CardKindQuery | null>(null);

  // Everything a sale elsewhere may have changed: listings, the player's own listings and
  // sales, the cards (a sold card leaves them) and the purse (the seller's dust).
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketKeys.all }),
        queryClient.invalidateQueries({ queryKey: battleCardsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]),
    [queryClient],
  );
  const openCard = useCallback((card: BattleCard) => setPreview({ card, listing: null }), []);
  const openListing = useCallback(
    (listing: MarketListing) => setPreview({ card: listing.item, listing }),
    [],
  );

  return (
    <div className="market-player">
      <YourCards
        cards={cards.data}
        myListings={myListings.data}
        cancellingId={actions.cancellingId}
        onOpen={openCard}
        onSell={actions.openSell}
        onCancel={actions.cancelListing}
      />
      <Marketplace
        profile={profile}
        buyingId={actions.buyingId}
        onOpen={openListing}
        onBuy={actions.buy}
        onShowSales={setSalesOf}
        onRefresh={refresh}
      />
      <YourSales />
      {confirming && (
        <SpendConfirmDialog
          open
          title={`Buy ${confirming.item.card.name}?`}
          pay={{ currency: confirming.currency, amount: confirming.price }}
          get={`${confirming.item.card.name}, level ${confirming.item.level} ${confirming.item.quality}`}
          balanceAfter={balanceAfter(
            { currency: confirming.currency, amount: confirming.price },
            profile,
          )}
          confirmLabel="Buy"
          onCancel={actions.cancelBuy}
          onConfirm={actions.confirmBuy}
        />
      )}
      <SellDialog
        card={actions.sellingCard}
        profile={profile}
        busy={actions.selling}
        onCancel={actions.closeSell}
        onSell={actions.sell}
      />
      <MarketCardDialog preview={preview} onClose={() => setPreview(null)} />
      <RecentSalesDialog query={salesOf} onClose={() => setSalesOf(null)} />
    </div>
  );
}

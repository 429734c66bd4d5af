/**
 * Which button a card shows on the market screen (docs/RULES.md, "Market"): on a listing,
 * 'Buy' (enabled when game-rules' checkPurchase, the server's own check, allows it) or
 * 'Selling for {price}' on the player's own; on the player's card, 'Sell' or 'Cancel Sell'.
 */
import { ruleMessage, type BattleCard, type MarketListing, type Profile } from '@alchemy/contracts';
import { checkPurchase } from '@alchemy/game-rules';
import { formatNumber } from '@/lib/format';
import { missingNote } from '@/shared/spending';

/** The buyer as the purchase check reads them: who, which level, which purse. */
export type Buyer = Pick<Profile, 'id' | 'level' | 'credits' | 'diamonds' | 'magicDust'>;

export type ListingAction =
  /** The player's own listing: no Buy, the price it is selling for. */
  | { kind: 'own'; label: string }
  /**
   * 'Buy'; `reason` says, in the rule table's words, why it is disabled, and `missing`,
   * for a short purse, what is missing in a few words ('Needs 250 dust, you have 75').
   */
  | { kind: 'buy'; enabled: boolean; reason: string | null; missing: string | null };

/** 'Selling for 1,000'. */
export function sellingForText(price: number): string {
  return `Selling for ${formatNumber(price)}`;
}

/** What a listing offers this player; without a profile yet, a disabled Buy. */
export function listingAction(listing: MarketListing, buyer: Buyer | undefined): ListingAction {
  if (!buyer) return { kind: 'buy', enabled: false, reason: null, missing: null };
  const check = checkPurchase({
    level: buyer.level,
    buyerId: buyer.id,
    // The marketplace lists only active listings; the server re-checks on a locked row.
    listing: {
      sellerId: listing.seller.id,
      status: 'active',
      price: listing.price,
      currency: listing.currency,
    },
    balances: buyer,
  });
  if (check.ok) return { kind: 'buy', enabled: true, reason: null, missing: null };
  if (check.error.code === 'OWN_LISTING') {
    return { kind: 'own', label: sellingForText(listing.price) };
  }
  return {
    kind: 'buy',
    enabled: false,
    reason: ruleMessage(check.error),
    missing: missingNote(check.error),
  };
}

export type OwnCardAction =
  | { kind: 'sell' }
  /** `listingId` is null until the player's listings are known: the button waits. */
  | { kind: 'cancel'; listingId: string | null };

/** 'Sell' for an unlisted card, 'Cancel Sell' (with the listing to cancel) for a listed one. */
export function ownCardAction(
  card: Pick<BattleCard, 'id' | 'isListed'>,
  myListings: readonly Pick<MarketListing, 'id' | 'cardId'>[] | undefined,
): OwnCardAction {
  if (!card.isListed) return { kind: 'sell' };
  const listing = myListings?.find((entry) => entry.cardId === card.id);
  return { kind: 'cancel', listingId: listing?.id ?? null };
}

/**
 * The player market: browsing, listing, buying and cancelling, and the seller's sales (what
 * kinds of card sold for: market-price-service.ts). A purchase is one transaction that locks
 * buyer and seller together (players first, by id), then the card, then the listing
 * (docs/ARCHITECTURE.md, "Lock order"), so of any number of racing buyers exactly one wins,
 * and a cancel racing a purchase too.
 */
import { cancelEffect, checkMarketAccess, listEffect, purchaseEffect } from '@alchemy/game-rules';
import {
  PurchaseResultSchema,
  type CancelListingResult,
  type CreateListingRequest,
  type MarketListing,
  type MarketListingsPage,
  type ParsedMarketListingsQuery,
  type MarketSale,
  type Profile,
  type PurchaseResult,
} from '@alchemy/contracts';
import { AppError } from '../lib/app-error';
import { orRefuse } from '../lib/rule-error-http';
import { parseStored } from '../lib/stored-data';
import { toBattleCard } from '../mappers/cards';
import { toListingView, toMarketListing, toMarketSale } from '../mappers/market';
import { toProfile } from '../mappers/profile';
import { writeCancel } from '../repositories/cancel-move';
import { findIdempotentAnswer, saveIdempotentAnswer } from '../repositories/idempotency-keys';
import { writeListing } from '../repositories/list-move';
import {
  activeListingsOf,
  activeListingsPage,
  findListing,
  salesOf,
  type ListingRow,
} from '../repositories/market-listings';
import type { PlayerRow } from '../repositories/players';
import { writePurchase } from '../repositories/purchase-move';
import type { ServiceContext } from './context';
import { recordSale } from './market-price-service';
import { recordProgress } from './progress-service';
import { inTransaction } from './transaction';

/** How many of the seller's latest sales the market shows. */
const SALES_SHOWN = 50;

/** Every market call needs the market open to the player: 403 below its level. */
export function requireMarketAccess(player: Pick<PlayerRow, 'level'>): void {
  orRefuse(checkMarketAccess(player.level));
}

/** GET /market/listings: a page of active listings, filtered and sorted. */
export async function listingsPage(
  ctx: ServiceContext,
  query: ParsedMarketListingsQuery,
): Promise<MarketListingsPage> {
  const { page, limit, sort, ...filter } = query;
  const { rows, total } = await activeListingsPage(ctx.db, filter, sort, {
    offset: (page - 1) * limit,
    limit,
  });
  return {
    data: rows.map(toMarketListing),
    page,
    limit,
    total,
    hasMore: page * limit < total,
  };
}

/** GET /market/my-listings: the player's cards for sale now. */
export async function myListings(ctx: ServiceContext, sellerId: string): Promise<MarketListing[]> {
  return (await activeListingsOf(ctx.db, sellerId)).map(toMarketListing);
}

/**
 * POST /market/listings: the player's own unlisted card, for sale at a price. The seller's
 * lock and the card's read all the move decides from; game-rules' `listEffect` decides and
 * one statement writes it (repositories/list-move.ts).
 */
export async function createListing(
  ctx: ServiceContext,
  current: PlayerRow,
  request: CreateListingRequest,
): Promise<MarketListing> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const [owned] = await locks.cards([request.cardId], me);
    const effect = orRefuse(
      listEffect(
        { level: me.level, card: owned ?? null },
        { price: request.price, currency: request.currency },
      ),
    );
    // The rules found the card, so it is the one locked.
    if (!owned) throw new Error(`card ${request.cardId} is listed but not locked`);
    const listing = await writeListing(tx, me, effect);
    await recordProgress(tx, locks, ctx, [{ player: me, events: [{ type: 'card-listed' }] }]);
    return toMarketListing({
      listing: {
        ...listing,
        sellerId: me.id,
        price: effect.terms.price,
        currency: effect.terms.currency,
      },
      card: { ...owned, isListed: effect.card.isListed },
      sellerName: me.name,
    });
  });
}

const purchaseTarget = (listingId: string) => `market-purchase:${listingId}`;

/** A locked listing as the market's effects read it. */
function listingState(row: ListingRow | undefined) {
  return row ? { ...toListingView(row), id: row.id, cardId: row.cardId } : null;
}

/**
 * POST /market/listings/{id}/purchase: the price leaves the buyer, the seller receives it
 * less the fee (burned; both on the ledger), the card changes hands unlisted, and the
 * listing ends. With an Idempotency-Key, a retry answers what the first purchase answered.
 * The locks read all the move decides from; game-rules' `purchaseEffect` decides and one
 * statement writes it (repositories/purchase-move.ts).
 */
export async function purchaseListing(
  ctx: ServiceContext,
  current: PlayerRow,
  listingId: string,
  idempotencyKey: string | undefined,
): Promise<PurchaseResult> {
  // Who sells never changes, so it can be read before the locks: they are taken together.
  const peek = await findListing(ctx.db, listingId);
  return inTransaction(ctx, async (tx, locks) => {
    const players = await locks.players(peek ? [current.id, peek.sellerId] : [current.id]);
    const me = players.get(current.id);
    if (!me) throw new AppError(404, 'PROFILE_NOT_FOUND', 'There is no profile any more.');
    if (idempotencyKey) {
      const prior = await findIdempotentAnswer(tx, me, idempotencyKey);
      if (prior) {
        if (prior.target !== purchaseTarget(listingId)) {
          throw new AppError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was already used for another purchase.',
          );
        }
        return parseStored(PurchaseResultSchema, prior.answer, `answer of key ${idempotencyKey}`);
      }
    }
    const [card] = peek?.cardId ? await locks.cards([peek.cardId]) : [];
    const [row] = await locks.listings([listingId]);
    const effect = orRefuse(
      purchaseEffect({
        buyer: { id: me.id, level: me.level, balances: me },
        listing: listingState(row),
      }),
    );
    const { terms } = effect;
    const seller = players.get(effect.sellerId);
    if (!seller || !card || card.id !== effect.card?.id) {
      throw new Error(`listing ${listingId} is active but its seller or card is not locked`);
    }
    const bought = toBattleCard({
      ...card,
      playerId: effect.card.playerId,
      isListed: effect.card.isListed,
    });
    const paid = await writePurchase(tx, effect, { soldCard: bought, requestId: ctx.requestId });
    await recordProgress(tx, locks, ctx, [
      { player: me, events: [{ type: 'market-bought' }] },
      { player: seller, events: [{ type: 'card-sold' }], quiet: true },
    ]);
    // The kind's hour is a world row: written last, after every lock of the order.
    await recordSale(tx, bought, terms.price);
    // Kept for the seller and told to their open app on commit.
    locks.tell(seller.id, {
      kind: 'card-sold',
      cardName: bought.card.name,
      price: terms.price,
      fee: terms.fee,
      currency: terms.currency,
      buyerName: me.name,
    });
    const profile: Profile = toProfile({ ...me, ...paid.get(me.id) }, me.nowMs);
    const answer: PurchaseResult = { card: bought, profile };
    if (idempotencyKey) {
      await saveIdempotentAnswer(tx, me, {
        key: idempotencyKey,
        target: purchaseTarget(listingId),
        answer,
      });
    }
    return answer;
  });
}

/**
 * DELETE /market/listings/{id}: the seller takes the card back, unlisted. The locks read
 * all the move decides from; game-rules' `cancelEffect` decides and one statement writes
 * it (repositories/cancel-move.ts).
 */
export async function cancelListing(
  ctx: ServiceContext,
  current: PlayerRow,
  listingId: string,
): Promise<CancelListingResult> {
  const peek = await findListing(ctx.db, listingId);
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const mine = peek?.sellerId === me.id && peek.cardId;
    const [card] = mine ? await locks.cards([mine], me) : [];
    const [row] = await locks.listings([listingId]);
    const effect = orRefuse(cancelEffect({ playerId: me.id, listing: listingState(row) }));
    if (!card || card.id !== effect.card?.id) {
      throw new Error(`listing ${listingId} is active but its card is not locked`);
    }
    await writeCancel(tx, effect);
    return { card: toBattleCard({ ...card, isListed: effect.card.isListed }) };
  });
}

/** GET /market/sales: what the player sold, newest first. */
export async function mySales(ctx: ServiceContext, sellerId: string): Promise<MarketSale[]> {
  return (await salesOf(ctx.db, sellerId, SALES_SHOWN)).map(toMarketSale);
}

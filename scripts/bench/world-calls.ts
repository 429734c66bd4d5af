/**
 * The calls `npm run bench:world` times on the empty world and on the large one, each made
 * as the web client makes it: a craft, the arena's pending duel with its three rivals
 * chosen (GET /arena/duel), the duel's start, the market's first page, and a purchase.
 * Each call has an untimed `prepare` (a new run, a pending duel, a fresh listing), the
 * timed `run`, and an untimed `after` that checks the answer and follows it.
 */
import { randomUUID } from 'node:crypto';
import {
  CraftingGameSchema,
  CraftResultSchema,
  DuelSchema,
  IDEMPOTENCY_KEY_HEADER,
  MarketListingSchema,
  MarketListingsPageSchema,
  ProfileSchema,
  PurchaseResultSchema,
  type CraftingGame,
  type Profile,
} from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { gameAfterCraft } from '../../apps/web/src/features/crafting/craft-cache';
import { FIRST_PAGE } from '../../apps/web/src/features/market/listings-pages';
import {
  DEFAULT_FILTERS,
  filtersQuery,
  listingsQuery,
} from '../../apps/web/src/features/market/market-filters';
import { afterFailedCraft, nextPair, RUN_START } from './craft-load';
import { expectStatus, type Answer, type Api, type Transport } from './world-api';

export interface Call {
  name: string;
  /** The HTTP call that is timed. */
  what: string;
  prepare: (via: Transport) => Promise<void>;
  run: (via: Transport) => Promise<Answer>;
  after: (answer: Answer, via: Transport) => Promise<void>;
  /** What to know to read its figures, said after its timing. */
  note?: () => string;
}

/** A guest with a run of the crafting game, followed from each answer as the web does. */
export interface Crafter {
  token: string;
  game: CraftingGame | null;
}

export function craftCall(crafter: Crafter): Call {
  let pair: [string, string] | null = null;
  return {
    name: 'craft',
    what: `POST ${endpoints.craftGameItemsCraft.path}`,
    prepare: async (via) => {
      const api = via(crafter.token);
      if (crafter.game === null) {
        const current = await api('GET', endpoints.craftGame.path);
        crafter.game = current.status === 200 ? CraftingGameSchema.parse(current.body) : null;
      }
      pair = crafter.game && !crafter.game.isGameOver ? nextPair(crafter.game.items) : null;
      if (pair) return;
      const started = await api('POST', endpoints.craftGameStart.path, { body: RUN_START });
      crafter.game = CraftingGameSchema.parse(expectStatus(started, 200, 'start a run'));
      pair = nextPair(crafter.game.items);
      if (!pair) throw new Error('a new run with nothing to craft');
    },
    run: (via) => {
      if (!pair) throw new Error('craft: not prepared');
      return via(crafter.token)('POST', endpoints.craftGameItemsCraft.path, {
        body: { itemOneId: pair[0], itemTwoId: pair[1] },
      });
    },
    // As craft-load.ts: the grid follows the answer, and is fetched again (next prepare)
    // only when the answer cannot tell.
    after: async (answer) => {
      const game = crafter.game;
      if (!game || !pair) throw new Error('craft: not prepared');
      if (answer.status === 200) {
        const result = CraftResultSchema.parse(answer.body);
        crafter.game = result.isGameOver ? null : gameAfterCraft(game, result);
      } else {
        expectStatus(answer, 204, 'craft');
        crafter.game = afterFailedCraft(game, pair);
      }
    },
  };
}

/** A guest with a card, and the slots of their pending duel (0: none pending). */
interface Fighter {
  token: string;
  cardId: string;
  pendingSlots: number;
}

/**
 * Who fights the timed duels. Each duelist has the one card the lab made them, and from
 * level 10 a duel takes two (game-rules playerCardSlots): then a new duelist takes over,
 * made as the first was (`fresh`, untimed), so every world sees the same mix of levels
 * 1 to 9 and of newcomers' first duels.
 */
export class DuelSeat {
  replaced = 0;
  constructor(
    private fighter: Fighter,
    private readonly fresh: () => Promise<{ token: string; cardId: string }>,
  ) {}

  /** A pending duel for one card, found (GET, untimed) or made by a new duelist. */
  async readyToFight(via: Transport): Promise<void> {
    for (;;) {
      if (this.fighter.pendingSlots === 0) this.found(await this.ask(via));
      if (this.fighter.pendingSlots === 1) return;
      this.fighter = { ...(await this.fresh()), pendingSlots: 0 };
      this.replaced += 1;
    }
  }

  /** No duel pending: the one there is fought (untimed). */
  async nonePending(via: Transport): Promise<void> {
    if (this.fighter.pendingSlots === 0) return;
    await this.readyToFight(via);
    this.fought(await this.fight(via));
  }

  ask(via: Transport): Promise<Answer> {
    return via(this.fighter.token)('GET', endpoints.arenaDuel.path);
  }

  fight(via: Transport): Promise<Answer> {
    return via(this.fighter.token)('POST', endpoints.arenaDuelStart.path, {
      body: { cardIds: [this.fighter.cardId] },
    });
  }

  found(answer: Answer): void {
    const duel = DuelSchema.parse(expectStatus(answer, 200, 'duel'));
    this.fighter.pendingSlots = duel.playerCardSlots;
  }

  fought(answer: Answer): void {
    expectStatus(answer, 200, 'duel start');
    this.fighter.pendingSlots = 0;
  }

  note(): string {
    return `${this.replaced} duelist(s) replaced at level 10 so far`;
  }
}

/** GET /arena/duel with none pending: a new duel, its three rivals chosen in the world. */
export function duelRivalsCall(seat: DuelSeat): Call {
  return {
    name: 'duel: rivals',
    what: `GET ${endpoints.arenaDuel.path}`,
    prepare: (via) => seat.nonePending(via),
    run: (via) => seat.ask(via),
    after: async (answer) => seat.found(answer),
    note: () => seat.note(),
  };
}

/** POST /arena/duel/start, the pending duel found first (untimed), as duel-load.ts does. */
export function duelStartCall(seat: DuelSeat): Call {
  return {
    name: 'duel: start',
    what: `POST ${endpoints.arenaDuelStart.path}`,
    prepare: (via) => seat.readyToFight(via),
    run: (via) => seat.fight(via),
    after: async (answer) => seat.fought(answer),
    note: () => seat.note(),
  };
}

/** The marketplace's first page as the web asks it: no filter, newest first, 50 a page. */
const FIRST_PAGE_QUERY = (() => {
  const search = new URLSearchParams();
  const query = listingsQuery({ ...filtersQuery(DEFAULT_FILTERS), page: FIRST_PAGE });
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number') search.set(key, String(value));
  }
  return search.toString();
})();

export function marketPageCall(viewer: { token: string }): Call {
  const path = `${endpoints.marketListings.path}?${FIRST_PAGE_QUERY}`;
  return {
    name: 'market: first page',
    what: `GET ${path}`,
    prepare: async () => {},
    run: (via) => via(viewer.token)('GET', path),
    after: async (answer) => {
      const page = MarketListingsPageSchema.parse(expectStatus(answer, 200, 'market page'));
      if (page.data.length === 0) throw new Error('the market is empty');
    },
  };
}

/** A guest who reached the market's level, and a card of theirs to trade. */
export interface Trader {
  token: string;
  id: string;
  cardId: string;
}

/** What a trader asks for a card: enough that a sale pays the seller more than its fee. */
const PRICE = 10;
/**
 * The currency exchange's offers a trader short of dust buys (apps/server/content): 500
 * dust for 1,000 credits, and when short of those, 1,500 credits for 10 diamonds.
 */
const DUST_FOR_CREDITS = { id: 'dust-for-credits', credits: 1000 };
const CREDITS_FOR_DIAMONDS = 'credits-for-diamonds';

/** Buys dust at the exchange, credits first when short of them, as a player would. */
async function buyDust(api: Api, profile: Profile): Promise<void> {
  const buy = async (offer: string) =>
    expectStatus(
      await api('POST', endpoints.exchangeOfferPurchase.path.replace(':id', offer)),
      200,
      `exchange offer ${offer}`,
    );
  if (profile.credits < DUST_FOR_CREDITS.credits) await buy(CREDITS_FOR_DIAMONDS);
  await buy(DUST_FOR_CREDITS.id);
}

/**
 * A purchase of another trader's active listing. The traders take turns as the buyer; each
 * keeps on the market the card they last bought (listed in the next prepare), so there is
 * always someone else's listing to buy, and a buyer short of dust buys some at the
 * exchange first, as a player would. Only the purchase is timed.
 */
export function purchaseCall(traders: readonly Trader[]): Call {
  if (traders.length < 2) throw new Error('purchases need two traders at least');
  /** Active listings of the traders: listing id to the seller's index. */
  const listings = new Map<string, number>();
  /** Cards to put on the market: each trader's own at first, then each one bought. */
  const unlisted = traders.map((trader, index) => ({ owner: index, cardId: trader.cardId }));
  let turn = 0;
  let buyer = 0;
  let target = '';
  const as = (via: Transport, index: number) => {
    const trader = traders[index];
    if (!trader) throw new Error(`no trader ${index}`);
    return via(trader.token);
  };
  return {
    name: 'market: purchase',
    what: `POST ${endpoints.marketListingPurchase.path}`,
    prepare: async (via) => {
      for (const { owner, cardId } of unlisted.splice(0)) {
        const listed = await as(via, owner)('POST', endpoints.marketListingCreate.path, {
          body: { cardId, price: PRICE, currency: 'magicDust' },
        });
        listings.set(MarketListingSchema.parse(expectStatus(listed, 201, 'listing')).id, owner);
      }
      buyer = turn % traders.length;
      turn += 1;
      const api = as(via, buyer);
      const profile = ProfileSchema.parse(
        expectStatus(await api('GET', endpoints.profile.path), 200, 'profile'),
      );
      if (profile.magicDust < PRICE) await buyDust(api, profile);
      const found = [...listings].find(([, seller]) => seller !== buyer);
      if (!found) throw new Error('no listing of another trader to buy');
      target = found[0];
    },
    run: (via) =>
      as(via, buyer)('POST', endpoints.marketListingPurchase.path.replace(':id', target), {
        headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      }),
    after: async (answer) => {
      const bought = PurchaseResultSchema.parse(expectStatus(answer, 200, 'purchase'));
      listings.delete(target);
      unlisted.push({ owner: buyer, cardId: bought.card.id });
    },
  };
}

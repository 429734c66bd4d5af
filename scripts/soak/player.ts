/**
 * One soak player: a guest at the market's level who, until the deadline, picks one
 * action after another at random (seeded): crafting, buying into the lab, forging and
 * upgrading cards, purging, duels, selling, buying and cancelling on the market, the
 * currency exchange, invitations, a new name, a new avatar. Every answer is parsed with
 * the API's own schemas; every acknowledged write becomes an expectation (acknowledged.ts).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  BattleCardListSchema,
  BattleCardSchema,
  CraftingGameSchema,
  CurrencyOfferListSchema,
  DuelSchema,
  InvitationAnswerSchema,
  InviteLinkSchema,
  LabItemListSchema,
  MarketListingSchema,
  MarketListingsPageSchema,
  ProfileSchema,
  PurgeResultSchema,
  type BattleCard,
} from '@alchemy/contracts';
import { SEED_ITEMS, evenAllocation, slotRarities, type Rng } from '@alchemy/game-rules';
import type { Acknowledged } from './acknowledged';
import type { Answer, Api } from './cluster';

export interface SoakPlayer {
  id: string;
  api: Api;
  rng: Rng;
}

interface World {
  acks: Acknowledged;
  players: SoakPlayer[];
}

function parsed<T>(answer: Answer, schema: z.ZodType<T>, ok = 200): T | null {
  if (answer.kind !== 'answer' || answer.status !== ok) return null;
  const result = schema.safeParse(answer.body);
  if (!result.success) throw new Error(`answer does not match its schema: ${result.error.message}`);
  return result.data;
}

const isOk = (answer: Answer) => answer.kind === 'answer' && answer.status < 300;

async function myCards(me: SoakPlayer): Promise<BattleCard[]> {
  return parsed(await me.api('GET', '/lab/cards'), BattleCardListSchema) ?? [];
}

async function unlistedCard(me: SoakPlayer): Promise<BattleCard | null> {
  const free = (await myCards(me)).filter((card) => !card.isListed);
  return free.length > 0 ? me.rng.pick(free) : null;
}

async function craft(me: SoakPlayer) {
  let game = parsed(await me.api('GET', '/craft/game'), CraftingGameSchema);
  if (!game || game.isGameOver) {
    // A new run, split the way the allocation screen proposes it.
    const profile = parsed(await me.api('GET', '/profile'), ProfileSchema);
    if (!profile) return;
    const open = SEED_ITEMS.map((seed) => seed.level <= profile.level);
    const split = evenAllocation(open, profile.initialItemsLimit);
    const items = SEED_ITEMS.map((seed, index) => ({
      name: seed.name,
      allocate: split[index] ?? 0,
    }));
    game = parsed(
      await me.api('POST', '/craft/game/start', {
        items: items.filter((item) => item.allocate > 0),
      }),
      CraftingGameSchema,
    );
  }
  if (!game) return;
  const held = game.items.filter((item) => item.quantity > 0 && !item.category);
  const blocks = held.filter((item) => item.isBuildingBlock);
  if (blocks.length === 0) return;
  const block = me.rng.pick(blocks);
  const others = held.filter((item) => item.id !== block.id);
  if (others.length === 0) return;
  await me.api('POST', '/craft/game/items/craft', {
    itemOneId: block.id,
    itemTwoId: me.rng.pick(others).id,
  });
}

async function buyIntoLab(me: SoakPlayer, world: World) {
  const game = parsed(await me.api('GET', '/craft/game'), CraftingGameSchema);
  const known = game?.items.filter((item) => !item.isBuildingBlock && !item.category) ?? [];
  if (known.length === 0) return;
  const answer = await me.api('POST', '/items/buy', { itemId: me.rng.pick(known).id, amount: 1 });
  if (answer.kind === 'answer' && answer.status === 200) world.acks.ledger(answer.requestId, 'buy');
}

async function forgeCard(me: SoakPlayer, world: World) {
  const profile = parsed(await me.api('GET', '/profile'), ProfileSchema);
  const lab = parsed(await me.api('POST', '/lab/items/search', {}), LabItemListSchema);
  if (!profile || !lab) return;
  const chosen: string[] = [];
  for (const rarity of slotRarities(profile.level)) {
    const fits = lab.filter(
      (entry) => entry.item.rarity === rarity && !chosen.includes(entry.item.id),
    );
    if (fits.length === 0) return;
    chosen.push(me.rng.pick(fits).item.id);
  }
  const answer = await me.api('POST', '/lab/craft', { items: chosen });
  const card = parsed(answer, BattleCardSchema);
  if (card) world.acks.card(card.id, me.id);
}

async function upgradeCard(me: SoakPlayer, world: World) {
  const card = await unlistedCard(me);
  if (!card) return;
  const answer = await me.api('PUT', `/lab/cards/${card.id}/ascend`);
  if (answer.kind === 'fault') world.acks.cardUncertain(card.id);
  else if (answer.status === 200) world.acks.ledger(answer.requestId, 'upgrade');
}

async function purgeCard(me: SoakPlayer, world: World) {
  const card = await unlistedCard(me);
  if (!card) return;
  const answer = await me.api('DELETE', `/lab/cards/${card.id}`);
  if (answer.kind === 'fault') return world.acks.cardUncertain(card.id);
  const result = parsed(answer, PurgeResultSchema);
  if (!result) return;
  world.acks.card(card.id, null);
  if (result.refunded > 0)
    world.acks.ledger(answer.kind === 'answer' ? answer.requestId : null, 'purge-card');
}

async function purgeItem(me: SoakPlayer, world: World) {
  const lab = parsed(await me.api('POST', '/lab/items/search', {}), LabItemListSchema);
  if (!lab || lab.length === 0) return;
  const answer = await me.api('DELETE', `/lab/items/${me.rng.pick(lab).item.id}`);
  const result = parsed(answer, PurgeResultSchema);
  if (result && result.refunded > 0 && answer.kind === 'answer') {
    world.acks.ledger(answer.requestId, 'purge-item');
  }
}

async function duel(me: SoakPlayer) {
  const cards = (await myCards(me)).filter((card) => !card.isListed);
  const found = parsed(await me.api('GET', '/arena/duel'), DuelSchema);
  if (!found || cards.length < found.playerCardSlots) return;
  await me.api('POST', '/arena/duel/start', {
    cardIds: cards.slice(0, found.playerCardSlots).map((card) => card.id),
  });
}

async function sell(me: SoakPlayer, world: World) {
  const card = await unlistedCard(me);
  if (!card) return;
  const answer = await me.api('POST', '/market/listings', {
    cardId: card.id,
    price: me.rng.int(1, 5),
    currency: 'magicDust',
  });
  if (answer.kind === 'fault') return world.acks.cardUncertain(card.id);
  const listing = parsed(answer, MarketListingSchema, 201);
  if (listing) world.acks.listing(listing.id);
}

async function buy(me: SoakPlayer, world: World) {
  const page = parsed(await me.api('GET', '/market/listings?limit=50'), MarketListingsPageSchema);
  const others = page?.data.filter((listing) => listing.seller.id !== me.id) ?? [];
  if (others.length === 0) return;
  const target = me.rng.pick(others);
  const answer = await me.api('POST', `/market/listings/${target.id}/purchase`, undefined, {
    'idempotency-key': randomUUID(),
  });
  if (answer.kind === 'fault') return world.acks.cardUncertain(target.cardId);
  if (answer.status !== 200) return;
  world.acks.card(target.cardId, me.id);
  world.acks.ledger(answer.requestId, 'market-purchase');
}

async function cancel(me: SoakPlayer, world: World) {
  const mine = parsed(await me.api('GET', '/market/my-listings'), z.array(MarketListingSchema));
  if (!mine || mine.length === 0) return;
  const listing = me.rng.pick(mine);
  const answer = await me.api('DELETE', `/market/listings/${listing.id}`);
  if (answer.kind === 'fault') world.acks.cardUncertain(listing.cardId);
}

async function exchange(me: SoakPlayer, world: World) {
  const offers = parsed(await me.api('GET', '/exchange/offers'), CurrencyOfferListSchema);
  if (!offers || offers.length === 0) return;
  const offer = me.rng.pick(offers);
  const answer = await me.api('POST', `/exchange/offers/${offer.id}/purchase`);
  if (isOk(answer) && answer.kind === 'answer') world.acks.ledger(answer.requestId, 'exchange');
}

async function befriend(me: SoakPlayer, world: World) {
  const link = parsed(await me.api('POST', '/friends/invite-link'), InviteLinkSchema);
  const others = world.players.filter((player) => player.id !== me.id);
  if (!link || others.length === 0) return;
  const friend = me.rng.pick(others);
  const answer = await friend.api('POST', `/friends/invitations/hash/${link.inviteHash}/accept`);
  const result = parsed(answer, InvitationAnswerSchema);
  if (result?.status === 'accepted') world.acks.friendship(me.id, friend.id);
}

async function rename(me: SoakPlayer, world: World) {
  const name = `Soak ${me.rng.int(1000, 9999)}`;
  const answer = await me.api('POST', '/profile/username', { name });
  if (answer.kind === 'fault') world.acks.nameUncertain(me.id);
  else if (answer.status === 200) world.acks.name(me.id, name);
}

async function newAvatar(me: SoakPlayer, world: World) {
  const answer = await me.api('POST', '/profile/avatar');
  if (answer.kind === 'answer' && answer.status === 200)
    world.acks.ledger(answer.requestId, 'avatar');
}

type Action = (me: SoakPlayer, world: World) => Promise<void>;

/** Each action with its weight: crafting most, the rare chores least. */
const ACTIONS: ReadonlyArray<readonly [Action, number]> = [
  [craft, 24],
  [buyIntoLab, 9],
  [forgeCard, 10],
  [upgradeCard, 4],
  [purgeCard, 2],
  [purgeItem, 2],
  [duel, 10],
  [sell, 8],
  [buy, 12],
  [cancel, 3],
  [exchange, 5],
  [befriend, 3],
  [rename, 2],
  [newAvatar, 1],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

function pickAction(rng: Rng): Action {
  let roll = rng.next() * TOTAL_WEIGHT;
  for (const [action, weight] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return craft;
}

export async function play(me: SoakPlayer, world: World, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    await pickAction(me.rng)(me, world);
  }
}

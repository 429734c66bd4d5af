/**
 * The authorization matrix's classification (authorization-matrix.test.ts): every route of
 * the app by `METHOD url`, who may call it, whose things its ids name, and why a shared
 * one is shared by design.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@alchemy/contracts';
import type { Trader } from '../test/market';
import type { ApiMethod } from '../test/test-app';
import { routeKey } from './route-table';

/** What player A owns, made through the API the way a player makes it. */
export interface World {
  a: Trader;
  /** A's cards: one unlisted, one listed on the market. */
  cardIds: string[];
  listingId: string;
  /** Lab stacks A holds (item ids of the catalogue) and B does not. */
  labItemIds: string[];
  /** An item A discovered in its crafting run; B has not. */
  discoveredItemId: string;
  /** A duel A fought, and A's pending one. */
  foughtDuelId: string;
  pendingDuelId: string;
  /** The fought duel's public replay id (its shared link). */
  foughtReplayId: string;
  /** Invitations A sent (to C) and received (from D). */
  invitationIds: string[];
  inviteHash: string;
  /** A listing A bought, and the Idempotency-Key A bought it with. */
  boughtListingId: string;
  purchaseKey: string;
  /** Another player, C, whose pending list shows A's invitation. */
  c: Trader;
  /** A's goals of today: one done and waiting to be claimed, one under way. */
  goalIds: string[];
}

export interface Probe {
  method: ApiMethod;
  /** Under /api. */
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

type Access = 'public' | 'user' | 'player';

export interface Classification {
  access: Access;
  /** Why anyone may call it (public routes). */
  why?: string;
  /** B's calls with A's ids: each is 404, and A is unchanged. */
  othersThings?: (world: World) => Probe[];
  /**
   * Ids that are everyone's, or another player's on purpose: why, and read-only calls B
   * may make with A's ids (answered with `status`; A unchanged).
   */
  sharedByDesign?: { why: string; probes?: (world: World) => Array<Probe & { status: number }> };
}

const player = (more: Omit<Classification, 'access'> = {}): Classification => ({
  access: 'player',
  ...more,
});
const open = (why: string, more: Omit<Classification, 'access' | 'why'> = {}): Classification => ({
  access: 'public',
  why,
  ...more,
});

const eachCard = (url: (id: string) => string, method: ApiMethod) => (world: World) =>
  world.cardIds.map((id) => ({ method, url: url(id) }));

const eachInvitation = (choice: 'accept' | 'decline') => (world: World) =>
  world.invitationIds.map((id) => ({
    method: 'POST' as const,
    url: `/friends/invitations/${id}/${choice}`,
  }));

/** Every route of the app, by `METHOD url`. HEAD routes take their GET's entry. */
export const CLASSIFICATION: Record<string, Classification> = {
  'POST /api/auth/sign-out': open("better-auth's; AUTH_ENDPOINTS classifies it"),
  'POST /api/auth/sign-in/anonymous': open("better-auth's; AUTH_ENDPOINTS classifies it"),
  'GET /api/auth/*': open("better-auth's bridge; AUTH_ENDPOINTS classifies what it lets through"),
  'POST /api/auth/*': open("better-auth's bridge; AUTH_ENDPOINTS classifies what it lets through"),
  'GET /api/auth-handover': open('turns the OAuth callback’s session cookie into a one-time code'),
  'GET /api/health': open('liveness and database reachability, for the operator'),
  'GET /api/health/live': open('liveness, for the operator and the benchmarks'),
  'GET /api/auth-options': open('the login screen asks which sign-ins exist before signing in'),
  'GET /api/images/avatars/:seed': open(
    'an <img> sends no token; a seed draws a picture (limited per client, kept drawn)',
    { sharedByDesign: { why: 'a seed is no one’s thing: any seed draws an avatar' } },
  ),
  'GET /api/images/items/:file': open(
    'an <img> sends no token; the random picture key is the capability, handed only with an item shown to the player',
    {
      sharedByDesign: {
        why: 'a picture names nothing, and its key is given to whoever is shown the item',
      },
    },
  ),
  'GET /api/images/cards/:file': open('an <img> sends no token; card ids are random UUIDs', {
    sharedByDesign: {
      why: 'card pictures show on the market and as the opponent in a duel: public by design',
      probes: (world) =>
        world.cardIds.map((id) => ({ method: 'GET', url: `/images/cards/${id}.svg`, status: 200 })),
    },
  }),

  'GET /api/profile': player(),
  'POST /api/profile/register': { access: 'user' },
  'GET /api/profile/leaderboard': player(),
  'POST /api/profile/username': player(),
  'POST /api/profile/avatar': player(),
  'POST /api/profile/guidance': player(),

  'GET /api/lab/cards': player(),
  'POST /api/lab/craft': player({
    othersThings: (world) => [
      { method: 'POST', url: '/lab/craft', payload: { items: world.labItemIds.slice(0, 3) } },
    ],
  }),
  'PUT /api/lab/cards/:id/ascend': player({
    othersThings: eachCard((id) => `/lab/cards/${id}/ascend`, 'PUT'),
  }),
  'DELETE /api/lab/cards/:id': player({
    othersThings: eachCard((id) => `/lab/cards/${id}`, 'DELETE'),
  }),
  'DELETE /api/lab/items/:id': player({
    othersThings: (world) =>
      world.labItemIds.map((id) => ({ method: 'DELETE', url: `/lab/items/${id}` })),
  }),
  'POST /api/lab/items/search': player(),
  'POST /api/items/buy': player({
    othersThings: (world) => [
      { method: 'POST', url: '/items/buy', payload: { itemId: world.discoveredItemId, amount: 1 } },
    ],
  }),

  'GET /api/arena/duel': player(),
  'POST /api/arena/duel/start': player({
    // B's pending duel has one slot (level 3): one of A's cards at a time.
    othersThings: (world) =>
      world.cardIds.map((id) => ({
        method: 'POST',
        url: '/arena/duel/start',
        payload: { cardIds: [id] },
      })),
  }),
  'POST /api/arena/duel/rival': player({
    othersThings: (world) => [
      {
        method: 'POST',
        url: '/arena/duel/rival',
        payload: { duelId: world.pendingDuelId, kind: 'stronger' },
      },
    ],
  }),
  'POST /api/arena/duel/refresh': player({
    othersThings: (world) => [
      { method: 'POST', url: '/arena/duel/refresh', payload: { duelId: world.pendingDuelId } },
    ],
  }),
  'GET /api/arena/duels/:id': player({
    othersThings: (world) =>
      [world.foughtDuelId, world.pendingDuelId].map((id) => ({
        method: 'GET',
        url: `/arena/duels/${id}`,
      })),
  }),
  'GET /api/arena/duels/latest': player(),
  'GET /api/arena/last-duel': player(),
  'GET /api/replays/:replayId': open('a shared replay: its link is the capability to watch it', {
    sharedByDesign: {
      why: 'a replay link is shared on purpose; its cards are named by slot, not by any id',
      probes: (world) => [{ method: 'GET', url: `/replays/${world.foughtReplayId}`, status: 200 }],
    },
  }),
  'GET /api/replays/:replayId/cards/:file': open('an <img> sends no token; named by the replay', {
    sharedByDesign: {
      why: 'the pictures of a shared replay’s cards, named by the replay and the card’s slot',
      probes: (world) =>
        ['p1', 'o1'].map((slot) => ({
          method: 'GET' as const,
          url: `/replays/${world.foughtReplayId}/cards/${slot}.svg`,
          status: 200,
        })),
    },
  }),
  'GET /api/previews/game.png': open('a chat’s crawler sends no token; the game’s own picture'),
  'GET /api/previews/invites/:file': open(
    'a chat’s crawler sends no token; the invite link is the capability, as for its preview',
    {
      sharedByDesign: {
        why: 'the picture of a shared invitation: the inviter’s name and avatar only',
        probes: (world) => [
          { method: 'GET', url: `/previews/invites/${world.inviteHash}.png`, status: 200 },
        ],
      },
    },
  ),
  'GET /api/previews/replays/:file': open('a chat’s crawler sends no token; named by the replay', {
    sharedByDesign: {
      why: 'the picture of a shared replay: its leading cards’ faces and who won',
      probes: (world) => [
        { method: 'GET', url: `/previews/replays/${world.foughtReplayId}.png`, status: 200 },
      ],
    },
  }),
  'GET /api/previews/races/:file': open(
    'a chat’s crawler sends no token; a race day’s picture shows its date and its target’s shape, never a day to come',
    { sharedByDesign: { why: 'a race day is everyone’s: the same race for every player' } },
  ),
  'GET /api/previews/players/:file': open(
    'a chat’s crawler sends no token; a player card is public',
    {
      sharedByDesign: {
        why: 'the picture of a player’s public card: name, avatar, level, title, rank',
        probes: (world) => [
          { method: 'GET', url: `/previews/players/${world.a.profile.id}.png`, status: 200 },
        ],
      },
    },
  ),
  'GET /api/players/:playerId/card': open('a player’s public card, for its shared page', {
    sharedByDesign: {
      why: 'public figures only (name, avatar, level, title, rank, race streak); no balance or card',
      probes: (world) => [
        { method: 'GET', url: `/players/${world.a.profile.id}/card`, status: 200 },
      ],
    },
  }),
  'GET /api/arena/odds': player({
    // Another player's cards against B's pending duel: refused, never simulated.
    othersThings: (world) =>
      world.cardIds.map((id) => ({ method: 'GET', url: `/arena/odds?cardIds=${id}` })),
  }),

  'GET /api/market/listings': player(),
  'POST /api/market/listings': player({
    othersThings: (world) =>
      world.cardIds.map((cardId) => ({
        method: 'POST',
        url: '/market/listings',
        payload: { cardId, price: 10, currency: 'magicDust' },
      })),
  }),
  'POST /api/market/listings/:id/purchase': player({
    sharedByDesign: {
      why: 'buying another player’s listing is what the market is for (market-routes.test.ts)',
      // A's Idempotency-Key is A's: B retrying A's purchase with it does not get A's answer.
      probes: (world) => [
        {
          method: 'POST',
          url: `/market/listings/${world.boughtListingId}/purchase`,
          headers: { [IDEMPOTENCY_KEY_HEADER]: world.purchaseKey },
          status: 409,
        },
      ],
    },
  }),
  'DELETE /api/market/listings/:id': player({
    othersThings: (world) => [{ method: 'DELETE', url: `/market/listings/${world.listingId}` }],
  }),
  'GET /api/market/my-listings': player(),
  'GET /api/market/sales': player(),
  'GET /api/market/price-history': player(),
  'GET /api/market/recent-sales': player(),

  'GET /api/exchange/offers': player(),
  'POST /api/exchange/offers/:id/purchase': player({
    sharedByDesign: { why: 'offers are the game’s, the same for every player' },
  }),

  'GET /api/friends': player(),
  'POST /api/friends/invite-link': player(),
  'GET /api/friends/invitations/hash/:hash': player({
    sharedByDesign: {
      why: 'an invite link is a capability: whoever holds it may see who invites',
      probes: (world) => [
        { method: 'GET', url: `/friends/invitations/hash/${world.inviteHash}`, status: 200 },
      ],
    },
  }),
  'GET /api/friends/invitations/hash/:hash/preview': open(
    'the login screen names the inviter of a link before sign-in: name and avatar only',
    {
      sharedByDesign: {
        why: 'an invite link is a capability: whoever holds it may see who invites',
        probes: (world) => [
          {
            method: 'GET',
            url: `/friends/invitations/hash/${world.inviteHash}/preview`,
            status: 200,
          },
        ],
      },
    },
  ),
  'POST /api/friends/invitations/hash/:hash/accept': player({
    sharedByDesign: { why: 'an invite link is a capability: accepting it is what it is for' },
  }),
  'POST /api/friends/invitations/hash/:hash/decline': player({
    sharedByDesign: {
      why: 'an invite link is a capability; declining it changes nothing',
      probes: (world) => [
        {
          method: 'POST',
          url: `/friends/invitations/hash/${world.inviteHash}/decline`,
          status: 200,
        },
      ],
    },
  }),
  'POST /api/friends/invite': player({
    sharedByDesign: { why: 'inviting another player by id (a leaderboard row) is the feature' },
  }),
  'GET /api/friends/invitations/pending': player(),
  'POST /api/friends/invitations/:id/accept': player({ othersThings: eachInvitation('accept') }),
  'POST /api/friends/invitations/:id/decline': player({ othersThings: eachInvitation('decline') }),

  'GET /api/craft/game': player(),
  'POST /api/craft/game/start': player(),
  'GET /api/craft/game/start/items': player(),
  'POST /api/craft/game/increase-limit': player(),
  'POST /api/craft/game/items/search': player(),
  'GET /api/craft/hint': player(),
  'POST /api/craft/hint': player(),
  'GET /api/craft/encyclopedia': player(),
  'GET /api/goals': player(),
  'POST /api/goals/:id/claim': player({
    othersThings: (world) =>
      world.goalIds.map((id) => ({ method: 'POST', url: `/goals/${id}/claim` })),
  }),
  'GET /api/achievements': player(),
  'POST /api/achievements/title': player(),
  'POST /api/collections/claim': player(),
  'GET /api/live': player(),
  'GET /api/notifications': player(),
  'POST /api/notifications/read': player(),
  'GET /api/race': player(),
  'POST /api/race/attempts': player(),
  'POST /api/race/attempts/craft': player({
    sharedByDesign: {
      why:
        "item ids name the catalogue's items, not a player's: a race craft only ever reads the " +
        "caller's own attempt, and an item it does not hold is 404 ITEM_NOT_IN_RUN",
    },
  }),
  'POST /api/race/attempts/give-up': player(),
  'GET /api/race/board': player({
    sharedByDesign: { why: "the day's board shows every player's score of the shared race" },
  }),
  'GET /api/race/days/:day/paths': player({
    sharedByDesign: {
      why: "a past day's race opens for all: its shortest path and the top three's paths",
    },
  }),
  'GET /api/seasons/current': player(),
  'GET /api/seasons/board': player({
    sharedByDesign: {
      why: "a season board shows every rated player's name, rating and tier, as the leaderboard does",
    },
  }),
  'POST /api/craft/game/items/craft': player({
    // An item of A's run that B's run (Fire, Water, Air) does not hold.
    othersThings: (world) => [
      {
        method: 'POST',
        url: '/craft/game/items/craft',
        payload: { itemOneId: world.discoveredItemId, itemTwoId: 'water' },
      },
    ],
  }),
};

/** Routes not of the game, public in bulk: the API docs and the built web app's files. */
export function bulkPublic(url: string): string | null {
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'the API documentation';
  if (url !== '/api' && !url.startsWith('/api/')) return 'the web app’s files';
  return null;
}

export function classificationOf(method: string, url: string): Classification | null {
  if (bulkPublic(url) !== null) return { access: 'public' };
  return CLASSIFICATION[routeKey(method === 'HEAD' ? 'GET' : method, url)] ?? null;
}

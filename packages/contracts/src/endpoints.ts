/**
 * Every JSON endpoint of the API, declared once: its name, method, path (relative to
 * API_PREFIX, Fastify's `:param` style) and who may call it. This is the light half of the
 * endpoint table (docs/adr/0116-endpoint-table.md): no zod, so the web's first screens may
 * import it; each endpoint is its own export, so a chunk carries only the ones it calls.
 * The other half, each endpoint's schemas, errors and OpenAPI words, is bound by the same
 * name in endpoint-schemas.ts, which the server and the web's answer worker import; a
 * type check there makes the two agree key for key.
 *
 * This module exports endpoints and nothing else: `import * as endpoints` is the table.
 */
import type { EndpointRoute } from './endpoint-route';

// The system: liveness, and what sign-in offers.

export const health = {
  name: 'health',
  method: 'GET',
  path: '/health',
  access: 'public',
} as const satisfies EndpointRoute;
export const live = {
  name: 'live',
  method: 'GET',
  path: '/health/live',
  access: 'public',
} as const satisfies EndpointRoute;
export const authProviders = {
  name: 'authProviders',
  method: 'GET',
  path: '/auth-options',
  access: 'public',
} as const satisfies EndpointRoute;

// The profile, and a player's public card.

export const profile = {
  name: 'profile',
  method: 'GET',
  path: '/profile',
  access: 'player',
} as const satisfies EndpointRoute;
export const profileRegister = {
  name: 'profileRegister',
  method: 'POST',
  path: '/profile/register',
  access: 'user',
} as const satisfies EndpointRoute;
export const profileLeaderboard = {
  name: 'profileLeaderboard',
  method: 'GET',
  path: '/profile/leaderboard',
  access: 'player',
} as const satisfies EndpointRoute;
export const profileUsername = {
  name: 'profileUsername',
  method: 'POST',
  path: '/profile/username',
  access: 'player',
} as const satisfies EndpointRoute;
export const profileAvatar = {
  name: 'profileAvatar',
  method: 'POST',
  path: '/profile/avatar',
  access: 'player',
} as const satisfies EndpointRoute;
export const profileGuidance = {
  name: 'profileGuidance',
  method: 'POST',
  path: '/profile/guidance',
  access: 'player',
} as const satisfies EndpointRoute;
export const playerCard = {
  name: 'playerCard',
  method: 'GET',
  path: '/players/:playerId/card',
  access: 'public',
} as const satisfies EndpointRoute;

// Friends and invitations.

export const friends = {
  name: 'friends',
  method: 'GET',
  path: '/friends',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInvite = {
  name: 'friendsInvite',
  method: 'POST',
  path: '/friends/invite',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInviteLink = {
  name: 'friendsInviteLink',
  method: 'POST',
  path: '/friends/invite-link',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsPending = {
  name: 'friendsPending',
  method: 'GET',
  path: '/friends/invitations/pending',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInvitationAccept = {
  name: 'friendsInvitationAccept',
  method: 'POST',
  path: '/friends/invitations/:id/accept',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInvitationDecline = {
  name: 'friendsInvitationDecline',
  method: 'POST',
  path: '/friends/invitations/:id/decline',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInvitationByHash = {
  name: 'friendsInvitationByHash',
  method: 'GET',
  path: '/friends/invitations/hash/:hash',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInvitationPreview = {
  name: 'friendsInvitationPreview',
  method: 'GET',
  path: '/friends/invitations/hash/:hash/preview',
  access: 'public',
} as const satisfies EndpointRoute;
export const friendsHashAccept = {
  name: 'friendsHashAccept',
  method: 'POST',
  path: '/friends/invitations/hash/:hash/accept',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsHashDecline = {
  name: 'friendsHashDecline',
  method: 'POST',
  path: '/friends/invitations/hash/:hash/decline',
  access: 'player',
} as const satisfies EndpointRoute;

// The crafting game, its hints and the encyclopedia.

export const craftGame = {
  name: 'craftGame',
  method: 'GET',
  path: '/craft/game',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftGameStart = {
  name: 'craftGameStart',
  method: 'POST',
  path: '/craft/game/start',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftGameStartItems = {
  name: 'craftGameStartItems',
  method: 'GET',
  path: '/craft/game/start/items',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftGameIncreaseLimit = {
  name: 'craftGameIncreaseLimit',
  method: 'POST',
  path: '/craft/game/increase-limit',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftGameItemsSearch = {
  name: 'craftGameItemsSearch',
  method: 'POST',
  path: '/craft/game/items/search',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftGameItemsCraft = {
  name: 'craftGameItemsCraft',
  method: 'POST',
  path: '/craft/game/items/craft',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftHint = {
  name: 'craftHint',
  method: 'GET',
  path: '/craft/hint',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftHintTake = {
  name: 'craftHintTake',
  method: 'POST',
  path: '/craft/hint',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftEncyclopedia = {
  name: 'craftEncyclopedia',
  method: 'GET',
  path: '/craft/encyclopedia',
  access: 'player',
} as const satisfies EndpointRoute;

// Items bought into the lab.

export const itemsBuy = {
  name: 'itemsBuy',
  method: 'POST',
  path: '/items/buy',
  access: 'player',
} as const satisfies EndpointRoute;

// The lab: its items and the battle cards.

export const labItemsSearch = {
  name: 'labItemsSearch',
  method: 'POST',
  path: '/lab/items/search',
  access: 'player',
} as const satisfies EndpointRoute;
export const labItemPurge = {
  name: 'labItemPurge',
  method: 'DELETE',
  path: '/lab/items/:id',
  access: 'player',
} as const satisfies EndpointRoute;
export const labCards = {
  name: 'labCards',
  method: 'GET',
  path: '/lab/cards',
  access: 'player',
} as const satisfies EndpointRoute;
export const labCardPurge = {
  name: 'labCardPurge',
  method: 'DELETE',
  path: '/lab/cards/:id',
  access: 'player',
} as const satisfies EndpointRoute;
export const labCardAscend = {
  name: 'labCardAscend',
  method: 'PUT',
  path: '/lab/cards/:id/ascend',
  access: 'player',
} as const satisfies EndpointRoute;
export const labCraft = {
  name: 'labCraft',
  method: 'POST',
  path: '/lab/craft',
  access: 'player',
} as const satisfies EndpointRoute;

// The arena, and shared replays.

export const arenaDuel = {
  name: 'arenaDuel',
  method: 'GET',
  path: '/arena/duel',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaDuelStart = {
  name: 'arenaDuelStart',
  method: 'POST',
  path: '/arena/duel/start',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaDuelRival = {
  name: 'arenaDuelRival',
  method: 'POST',
  path: '/arena/duel/rival',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaDuelRefresh = {
  name: 'arenaDuelRefresh',
  method: 'POST',
  path: '/arena/duel/refresh',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaDuelReplay = {
  name: 'arenaDuelReplay',
  method: 'GET',
  path: '/arena/duels/:id',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaLatestDuel = {
  name: 'arenaLatestDuel',
  method: 'GET',
  path: '/arena/duels/latest',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaOdds = {
  name: 'arenaOdds',
  method: 'GET',
  path: '/arena/odds',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaLastDuel = {
  name: 'arenaLastDuel',
  method: 'GET',
  path: '/arena/last-duel',
  access: 'player',
} as const satisfies EndpointRoute;
export const replay = {
  name: 'replay',
  method: 'GET',
  path: '/replays/:replayId',
  access: 'public',
} as const satisfies EndpointRoute;

// The market and the currency exchange.

export const marketListings = {
  name: 'marketListings',
  method: 'GET',
  path: '/market/listings',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketListingCreate = {
  name: 'marketListingCreate',
  method: 'POST',
  path: '/market/listings',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketListingCancel = {
  name: 'marketListingCancel',
  method: 'DELETE',
  path: '/market/listings/:id',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketListingPurchase = {
  name: 'marketListingPurchase',
  method: 'POST',
  path: '/market/listings/:id/purchase',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketMyListings = {
  name: 'marketMyListings',
  method: 'GET',
  path: '/market/my-listings',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketSales = {
  name: 'marketSales',
  method: 'GET',
  path: '/market/sales',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketPriceHistory = {
  name: 'marketPriceHistory',
  method: 'GET',
  path: '/market/price-history',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketRecentSales = {
  name: 'marketRecentSales',
  method: 'GET',
  path: '/market/recent-sales',
  access: 'player',
} as const satisfies EndpointRoute;
export const exchangeOffers = {
  name: 'exchangeOffers',
  method: 'GET',
  path: '/exchange/offers',
  access: 'player',
} as const satisfies EndpointRoute;
export const exchangeOfferPurchase = {
  name: 'exchangeOfferPurchase',
  method: 'POST',
  path: '/exchange/offers/:id/purchase',
  access: 'player',
} as const satisfies EndpointRoute;

// Goals, achievements and collections.

export const goals = {
  name: 'goals',
  method: 'GET',
  path: '/goals',
  access: 'player',
} as const satisfies EndpointRoute;
export const goalClaim = {
  name: 'goalClaim',
  method: 'POST',
  path: '/goals/:id/claim',
  access: 'player',
} as const satisfies EndpointRoute;
export const achievements = {
  name: 'achievements',
  method: 'GET',
  path: '/achievements',
  access: 'player',
} as const satisfies EndpointRoute;
export const achievementsTitle = {
  name: 'achievementsTitle',
  method: 'POST',
  path: '/achievements/title',
  access: 'player',
} as const satisfies EndpointRoute;
export const collectionsClaim = {
  name: 'collectionsClaim',
  method: 'POST',
  path: '/collections/claim',
  access: 'player',
} as const satisfies EndpointRoute;

// The daily race.

export const race = {
  name: 'race',
  method: 'GET',
  path: '/race',
  access: 'player',
} as const satisfies EndpointRoute;
export const raceAttempts = {
  name: 'raceAttempts',
  method: 'POST',
  path: '/race/attempts',
  access: 'player',
} as const satisfies EndpointRoute;
export const raceCraft = {
  name: 'raceCraft',
  method: 'POST',
  path: '/race/attempts/craft',
  access: 'player',
} as const satisfies EndpointRoute;
export const raceGiveUp = {
  name: 'raceGiveUp',
  method: 'POST',
  path: '/race/attempts/give-up',
  access: 'player',
} as const satisfies EndpointRoute;
export const raceBoard = {
  name: 'raceBoard',
  method: 'GET',
  path: '/race/board',
  access: 'player',
} as const satisfies EndpointRoute;
export const raceDayPaths = {
  name: 'raceDayPaths',
  method: 'GET',
  path: '/race/days/:day/paths',
  access: 'player',
} as const satisfies EndpointRoute;

// Ranked seasons.

export const seasonsCurrent = {
  name: 'seasonsCurrent',
  method: 'GET',
  path: '/seasons/current',
  access: 'player',
} as const satisfies EndpointRoute;
export const seasonsBoard = {
  name: 'seasonsBoard',
  method: 'GET',
  path: '/seasons/board',
  access: 'player',
} as const satisfies EndpointRoute;

// The live channel and the kept notifications.

export const liveEvents = {
  name: 'liveEvents',
  method: 'GET',
  path: '/live',
  access: 'player',
} as const satisfies EndpointRoute;
export const notifications = {
  name: 'notifications',
  method: 'GET',
  path: '/notifications',
  access: 'player',
} as const satisfies EndpointRoute;
export const notificationsRead = {
  name: 'notificationsRead',
  method: 'POST',
  path: '/notifications/read',
  access: 'player',
} as const satisfies EndpointRoute;

/** The API lives under one prefix: the "base API URL". */
export const API_PREFIX = '/api';

/** Paths of the API, relative to API_PREFIX, shared by the server's routes and the client. */
export const API_PATHS = {
  health: '/health',
  live: '/health/live',
  authProviders: '/auth-options',
  profile: '/profile',
  profileRegister: '/profile/register',
  profileLeaderboard: '/profile/leaderboard',
  profileUsername: '/profile/username',
  profileAvatar: '/profile/avatar',
  profileGuidance: '/profile/guidance',
  friends: '/friends',
  friendsInvite: '/friends/invite',
  friendsInviteLink: '/friends/invite-link',
  friendsPending: '/friends/invitations/pending',
  friendsInvitationAccept: '/friends/invitations/:id/accept',
  friendsInvitationDecline: '/friends/invitations/:id/decline',
  friendsInvitationByHash: '/friends/invitations/hash/:hash',
  friendsInvitationPreview: '/friends/invitations/hash/:hash/preview',
  friendsHashAccept: '/friends/invitations/hash/:hash/accept',
  friendsHashDecline: '/friends/invitations/hash/:hash/decline',
  craftGame: '/craft/game',
  craftGameStart: '/craft/game/start',
  craftGameStartItems: '/craft/game/start/items',
  craftGameIncreaseLimit: '/craft/game/increase-limit',
  craftGameItemsSearch: '/craft/game/items/search',
  craftGameItemsCraft: '/craft/game/items/craft',
  craftHint: '/craft/hint',
  craftEncyclopedia: '/craft/encyclopedia',
  itemsBuy: '/items/buy',
  labItemsSearch: '/lab/items/search',
  labItem: '/lab/items/:id',
  labCards: '/lab/cards',
  labCard: '/lab/cards/:id',
  labCardAscend: '/lab/cards/:id/ascend',
  labCraft: '/lab/craft',
  arenaDuel: '/arena/duel',
  arenaDuelStart: '/arena/duel/start',
  arenaDuelRival: '/arena/duel/rival',
  arenaDuelRefresh: '/arena/duel/refresh',
  arenaDuelReplay: '/arena/duels/:id',
  arenaLatestDuel: '/arena/duels/latest',
  arenaOdds: '/arena/odds',
  arenaLastDuel: '/arena/last-duel',
  replay: '/replays/:replayId',
  replayCardPicture: '/replays/:replayId/cards/:file',
  marketListings: '/market/listings',
  marketListing: '/market/listings/:id',
  marketListingPurchase: '/market/listings/:id/purchase',
  marketMyListings: '/market/my-listings',
  marketSales: '/market/sales',
  marketPriceHistory: '/market/price-history',
  marketRecentSales: '/market/recent-sales',
  exchangeOffers: '/exchange/offers',
  exchangeOfferPurchase: '/exchange/offers/:id/purchase',
  goals: '/goals',
  goalClaim: '/goals/:id/claim',
  achievements: '/achievements',
  achievementsTitle: '/achievements/title',
  collectionsClaim: '/collections/claim',
  race: '/race',
  raceAttempts: '/race/attempts',
  raceCraft: '/race/attempts/craft',
  raceGiveUp: '/race/attempts/give-up',
  raceBoard: '/race/board',
  raceDayPaths: '/race/days/:day/paths',
  seasonsCurrent: '/seasons/current',
  seasonsBoard: '/seasons/board',
  liveEvents: '/live',
  notifications: '/notifications',
  notificationsRead: '/notifications/read',
} as const;

/**
 * A player's public card, relative to API_PREFIX: asked only by its own lazy page, so apart
 * from API_PATHS, which every first screen of the app carries.
 */
export const PLAYER_CARD_PATH = '/players/:playerId/card';

/**
 * The link previews' pictures, relative to API_PREFIX: the server's alone (the app never
 * shows them), so apart from API_PATHS, which every first screen of the app carries.
 */
export const PREVIEW_PATHS = {
  game: '/previews/game.png',
  invite: '/previews/invites/:file',
  replay: '/previews/replays/:file',
  race: '/previews/races/:file',
  player: '/previews/players/:file',
} as const;

/** The kinds of link that preview themselves, by the folder of their pictures. */
export const PREVIEW_FOLDERS = {
  invite: 'invites',
  replay: 'replays',
  race: 'races',
  player: 'players',
} as const;
export type PreviewKind = keyof typeof PREVIEW_FOLDERS;

/** A link preview's picture (PNG, 1200x630), versioned by what it is drawn from. */
export function previewImagePath(kind: PreviewKind, id: string, version: string): string {
  return `${API_PREFIX}/previews/${PREVIEW_FOLDERS[kind]}/${encodeURIComponent(id)}.png?v=${encodeURIComponent(version)}`;
}

/** The public page of a player's card, the link 'Share my card' copies. */
export function playerCardPagePath(playerId: string): string {
  return `/player/${encodeURIComponent(playerId)}`;
}

export function cardImagePath(id: string, version: string): string {
  return `${API_PREFIX}/images/cards/${encodeURIComponent(id)}.svg?v=${version}`;
}

/** The route of a shared replay's card picture (replayCardImagePath), for the server. */
export const REPLAY_CARD_PICTURE_PATH = '/replays/:replayId/cards/:file';

/**
 * A card's picture as a shared replay shows it: named by the replay and the card's place in
 * it (p1..p5, o1), never by the card's id (docs/RULES.md, "Shared replays").
 */
export function replayCardImagePath(replayId: string, slot: string, version: string): string {
  return `${API_PREFIX}/replays/${encodeURIComponent(replayId)}/cards/${slot}.svg?v=${encodeURIComponent(version)}`;
}

export function itemImagePath(id: string, version: string): string {
  return `${API_PREFIX}/images/items/${encodeURIComponent(id)}.svg?v=${version}`;
}

/** Image paths are served by the API, under the same prefix. */
export function avatarPath(seed: string): string {
  return `${API_PREFIX}/images/avatars/${encodeURIComponent(seed)}.svg`;
}

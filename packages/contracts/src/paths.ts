/** The API lives under one prefix: the "base API URL". */
export const API_PREFIX = '/api';

/**
 * The link previews' pictures, relative to API_PREFIX: routes of the server's own (PNGs,
 * not JSON), outside the endpoint table (endpoints.ts); the app never shows them.
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

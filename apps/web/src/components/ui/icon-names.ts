/**
 * The game-icons.net icons the UI uses. The full set is megabytes of JSON, so the build
 * plugin (build/game-icons-plugin.ts) reads this list (as text: keep it one array of
 * single-quoted names) and ships only these bodies through `virtual:game-icons`. Add a
 * name here to use a new icon; the build fails on a name the set does not have.
 */
export const GAME_ICON_NAMES = [
  'two-coins',
  'cut-diamond',
  'powder',
  'cauldron',
  'fizzing-flask',
  'test-tubes',
  'crossed-swords',
  'swords-emblem',
  'shop',
  'padlock',
  'exit-door',
  'hourglass',
  'crystal-ball',
  'card-random',
  'laurels-trophy',
  'envelope',
  'compass',
  'magic-swirl',
  'scroll-unfurled',
  'fog',
  'sparkles',
  'upgrade',
  'share',
  'anticlockwise-rotation',
  'person',
  'speaker',
  'speaker-off',
  'magnifying-glass',
  'world',
  'shopping-cart',
  'broken-bottle',
  'crown',
  'scroll-quill',
  'bubbling-flask',
  'round-star',
] as const;

export type GameIconName = (typeof GAME_ICON_NAMES)[number];

/** The duel engine and its replay helpers (game-rules.md section 5, spec sections 3, 4, 9). */
export * from './duel-types';
export { simulateDuel, duelDamage, duelCardNames } from './simulate-duel';
export * from './duel-experience';
export * from './playback';

/**
 * The duel engine (docs/RULES.md, "Duel engine"). How a client shows the actions
 * (timings, battle-log text) is presentation and lives in the web's duel feature.
 */
export * from './duel-types';
export { simulateDuel, duelDamage } from './simulate-duel';
export * from './duel-experience';

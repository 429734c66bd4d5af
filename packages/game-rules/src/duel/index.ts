/**
 * The duel engine (docs/RULES.md, "Duel engine"). How a client shows the actions
 * (timings, battle-log text) is presentation and lives in the web's duel feature.
 */
export * from './duel-types';
export { simulateDuel, duelWinner, duelWinners, duelDamage } from './simulate-duel';
export * from './duel-experience';
export * from './duel-pay';
export * from './duel-pace';
export * from './card-power';
export * from './win-odds';
export * from './matchmaking';
export * from './sample-cards';
export * from './sparring';
export * from './rivals';

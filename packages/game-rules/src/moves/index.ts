/**
 * Moves: pure checks of what a player asks to do, each returning a Result whose error is a
 * RuleError (docs/RULES.md, "Moves"). Server and web call the same functions.
 */
export * from './afford';
export * from './allocation';
export * from './craft-pair';
export * from './lab-items';
export * from './lab-slots';
export * from './card-step';
export * from './duel-selection';
export * from './market';
export * from './exchange';
export * from './profile';
export * from './friends';
export * from './hints';
export * from './goals';
export * from './rivals';
export * from './craft-effect';
export * from './lab-craft-effect';
export * from './card-step-effect';
export * from './purge-effect';
export * from './list-effect';
export * from './cancel-effect';
export * from './purchase-effect';
export * from './exchange-effect';
export * from './start-game-effect';
export * from './buy-item-effect';
export * from './duel-start-effect';

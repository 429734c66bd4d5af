/**
 * Proof that a row is locked by the current transaction. Only the lock helper
 * (services/transaction.ts) hands these out, and every write to a player's money, items or
 * cards asks for a LockedPlayer: a write that has not taken the player's lock first, in
 * the one lock order (docs/ARCHITECTURE.md, "Lock order"), does not compile.
 */
declare const locked: unique symbol;

export type Locked<T> = T & { readonly [locked]: true };

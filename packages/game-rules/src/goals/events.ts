/**
 * What the moves tell the goals, streak and achievements about (docs/RULES.md, "Daily
 * goals"): each move that counts reports its events inside its own transaction, so progress
 * comes from what happened on the server and never from what a client says.
 */
export type ProgressEvent =
  /** Two items combined, whether or not a recipe made something. */
  | { type: 'crafted' }
  /**
   * An item the player had never made, of `family`; `worldFirst` when nobody in the world
   * had made it before.
   */
  | { type: 'discovered'; worldFirst: boolean; family: string }
  /** A crafting run played to its end (no craft left), not one abandoned for a new start. */
  | { type: 'run-finished' }
  | { type: 'card-forged' }
  /** A card improved one step; `ascended` when that step was the ascension. */
  | { type: 'card-improved'; ascended: boolean }
  /** A duel fought; `level` is the player's level after it. */
  | { type: 'duel-fought'; won: boolean; level: number }
  | { type: 'card-listed' }
  /** A card bought on the market, or an offer of the currency exchange. */
  | { type: 'market-bought' }
  /** One of the player's listings was bought by another player. */
  | { type: 'card-sold' }
  /** A family of the Codex became complete (the server counts it after a discovery). */
  | { type: 'family-completed' }
  /** A daily goal claimed; `streakDays` is the streak after the claim. */
  | { type: 'goal-claimed'; streakDays: number };

export type ProgressEventType = ProgressEvent['type'];

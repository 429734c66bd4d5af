/**
 * Query keys shared between features: sign-in (auth) writes the profile that the shell
 * and the profile screen read, and features may not import each other.
 */
export const queryKeys = {
  profile: ['profile'] as const,
  // Crafting buys into the lab and harvests into it; the lab screen reads the same list.
  labItems: ['lab-items'] as const,
  craftingGame: ['crafting', 'game'] as const,
  // The lab makes and changes cards; the arena (and later the market) list the same cards.
  battleCards: ['battle-cards'] as const,
  // The arena's 'Your last duel' line: set when a duel starts, read by the arena.
  lastDuel: ['arena', 'last-duel'] as const,
  // Today's goals (features/goals); the Codex's collection claims change their count too.
  goals: ['goals'] as const,
  // The ranked season's standing (shared/queries/current-season-query.ts): a duel's end moves it.
  currentSeason: ['seasons', 'current'] as const,
};

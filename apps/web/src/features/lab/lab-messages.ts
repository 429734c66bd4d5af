/**
 * Texts of the lab's own actions (docs/RULES.md, "Client timings and texts"); the quoted
 * ones are binding. What the arena shares with the lab (improving, ascending and purging a
 * card) lives in src/shared/card-actions, the loaders' timing in src/lib/loader-timing.ts.
 */

export const CRAFT_FAILED = 'Failed to craft battle card.';
export const ITEM_PURGED = 'Item purged successfully!';
export const ITEM_PURGE_FAILED = 'Failed to purge an item.';

export const CARD_CRAFTING_MESSAGES = [
  'Forging your battle card...',
  'Binding the essences to the warrior...',
  'Etching runes along the card’s edge...',
  'The sigils are settling into place...',
] as const;

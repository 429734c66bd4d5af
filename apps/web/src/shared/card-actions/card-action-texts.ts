/**
 * Texts of what the lab and the arena both do to a battle card: purge it, improve or
 * ascend it (docs/RULES.md, "Client timings and texts"); the quoted ones are binding.
 */

export const CARD_PURGED = 'Battle Card purged successfully!';
export const CARD_PURGE_FAILED = 'Failed to purge battle card.';

/** The improve / ascend loader's flavour lines. */
export const CARD_ASCEND_MESSAGES = [
  'Channelling diamond light...',
  'The card drinks in the radiance...',
  'Tempering the spirit within...',
] as const;

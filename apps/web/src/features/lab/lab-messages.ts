/** Texts and timings of the lab (spec sections 8 and 9); the quoted ones are binding. */

export const CRAFT_FAILED = 'Failed to craft battle card.';
export const ITEM_PURGED = 'Item purged successfully!';
export const ITEM_PURGE_FAILED = 'Failed to purge an item.';
export const CARD_PURGED = 'Battle Card purged successfully!';
export const CARD_PURGE_FAILED = 'Failed to purge battle card.';

/** Spec section 9: the lab crafting loader stays at least 700 ms. */
export const LAB_LOADER_MIN_MS = 700;
/** Spec section 9: loader messages rotate every 4000 ms. */
export const MESSAGE_ROTATION_MS = 4000;

export const CARD_CRAFTING_MESSAGES = [
  'Forging your battle card...',
  'Binding the essences to the warrior...',
  'Etching runes along the card’s edge...',
  'The sigils are settling into place...',
] as const;

export const CARD_ASCEND_MESSAGES = [
  'Channelling diamond light...',
  'The card drinks in the radiance...',
  'Tempering the spirit within...',
] as const;

/** The line to show after `elapsedMs` of waiting: one step per rotation, looping. */
export function messageAt(messages: readonly string[], elapsedMs: number): string {
  const step = Math.floor(Math.max(0, elapsedMs) / MESSAGE_ROTATION_MS);
  return messages[step % messages.length] ?? '';
}

/** How much longer the loader must stay so it is shown at least `minMs` in all. */
export function remainingMs(startedAt: number, now: number, minMs = LAB_LOADER_MIN_MS): number {
  return Math.max(0, minMs - (now - startedAt));
}

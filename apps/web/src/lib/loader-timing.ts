/**
 * The timings of the lab's blocking loaders, which the arena's card dialog shares: the
 * flavour line turns every 4 s and a loader stays at least 700 ms, so it is seen rather
 * than flashed (docs/RULES.md, "Client timings and texts").
 */

/** The flavour line of a loader changes this often. */
export const MESSAGE_ROTATION_MS = 4000;
/** The card loaders (crafting a card, improving or ascending one) stay at least this long. */
const CARD_LOADER_MIN_MS = 700;

/** The line to show after `elapsedMs` of waiting: one step per rotation, looping. */
export function messageAt(messages: readonly string[], elapsedMs: number): string {
  const step = Math.floor(Math.max(0, elapsedMs) / MESSAGE_ROTATION_MS);
  return messages[step % messages.length] ?? '';
}

/** How much longer the loader must stay so it is shown at least `minMs` in all. */
export function remainingMs(startedAt: number, now: number, minMs = CARD_LOADER_MIN_MS): number {
  return Math.max(0, minMs - (now - startedAt));
}

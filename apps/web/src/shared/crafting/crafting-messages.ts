/**
 * Texts and timings of the crafting game (docs/RULES.md, "Client timings and texts"); the
 * words of a rule's refusal are the one message table's (packages/contracts/src/rule-messages.ts).
 */
import { ruleMessage } from '@alchemy/contracts';
import { ApiError } from '@/lib/api-error';
import { unsentWriteText } from '@/lib/api-error';
import { MESSAGE_ROTATION_MS, messageAt, remainingMs } from '@/lib/loader-timing';
import { wait } from '@/lib/wait';

const CRAFTING_DEFAULT_MESSAGE = 'Crafting in progress...';
export const FAILED_CRAFT_MESSAGE = 'The alchemical process was unstable. Better luck next time!';
export const GAME_OVER_TITLE = 'No more crafting possible!';
export const GAME_OVER_TEXT =
  'Buy items for your laboratory or restart the level to continue crafting.';
export const ALREADY_KNOWN_MESSAGE = 'Item already exists in your inventory.';
const BUY_FAILED_MESSAGE = 'Failed to buy item.';

/** What did not happen when a craft could not reach the server ('You are offline: ...'). */
export const CRAFT_NOT_SENT = 'nothing was crafted';
const BUY_NOT_SENT = 'nothing was bought';

const MIN_CRAFT_LOADER_MS = 500;
/** A write the connection stopped is said for as long as the other failures. */
export const CONNECTION_ERROR_MS = 5000;
export const RESULT_DIALOG_MS = 4000;
export const BUILDING_BLOCK_ERROR_MS = 3000;

/** Shown one after another while a craft takes long; the default text always comes first. */
export const FLAVOUR_MESSAGES = [
  'Stirring the cauldron clockwise, as the old grimoire insists...',
  'Coaxing the elements to shake hands...',
  'Consulting a slightly singed book of recipes...',
  'Whispering encouragement to the reagents...',
  'Polishing the alembic until it gleams...',
  'Asking the moon for a second opinion...',
  'Counting the bubbles. Seven is lucky...',
  'Calming an indignant salamander...',
] as const;

/** The line to show `elapsedMs` after the craft began: the default, then each flavour. */
export function craftingMessageAt(elapsedMs: number): string {
  if (elapsedMs < MESSAGE_ROTATION_MS) return CRAFTING_DEFAULT_MESSAGE;
  return messageAt(FLAVOUR_MESSAGES, elapsedMs - MESSAGE_ROTATION_MS);
}

/** How long to keep the loader up so it is seen for at least the minimum: 500 ms. */
export function remainingLoaderMs(startedAt: number, now: number): number {
  return remainingMs(startedAt, now, MIN_CRAFT_LOADER_MS);
}

/**
 * A craft's call that settles no sooner than the loader's minimum, answered or failed: a
 * craft's mutation is then pending exactly while its loader shows, which is what the
 * crafting game's and the race's double-tap guards ask of the mutation cache.
 */
export async function lastingTheLoader<T>(call: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  try {
    return await call();
  } finally {
    await wait(remainingLoaderMs(startedAt, performance.now()));
  }
}

export function newItemMessage(rarity: string, reward: number): string {
  return `New ${rarity} item Crafted! + ${reward}`;
}

/**
 * A failed purchase: a refusal in the table's words from the server's own facts, else in
 * the server's words (the same table's), anything else the generic line.
 */
export function buyErrorMessage(error: unknown): string {
  const unsent = unsentWriteText(error, BUY_NOT_SENT);
  if (unsent) return unsent;
  if (!(error instanceof ApiError)) return BUY_FAILED_MESSAGE;
  if (error.refusal) return ruleMessage(error.refusal);
  return error.message || BUY_FAILED_MESSAGE;
}

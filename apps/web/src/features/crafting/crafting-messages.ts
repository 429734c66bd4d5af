/** Texts and timings of the crafting dialogs (spec sections 2 and 9). */

export const CRAFTING_DEFAULT_MESSAGE = 'Crafting in progress...';
export const FAILED_CRAFT_MESSAGE = 'The alchemical process was unstable. Better luck next time!';
export const GAME_OVER_TITLE = 'No more crafting possible!';
export const GAME_OVER_TEXT =
  'Buy items for your laboratory or restart the level to continue crafting.';
export const ALREADY_KNOWN_MESSAGE = 'Item already exists in your inventory.';

export const MESSAGE_ROTATION_MS = 4000;
export const MIN_CRAFT_LOADER_MS = 500;
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
  const step = Math.floor(Math.max(0, elapsedMs) / MESSAGE_ROTATION_MS);
  if (step === 0) return CRAFTING_DEFAULT_MESSAGE;
  return FLAVOUR_MESSAGES[(step - 1) % FLAVOUR_MESSAGES.length] ?? CRAFTING_DEFAULT_MESSAGE;
}

/** How long to keep the loader up so it is seen for at least the minimum (spec: 500 ms). */
export function remainingLoaderMs(startedAt: number, now: number): number {
  return Math.max(0, MIN_CRAFT_LOADER_MS - (now - startedAt));
}

export function newItemMessage(rarity: string, reward: number): string {
  return `New ${rarity} item Crafted! + ${reward}`;
}

/**
 * First-time guidance: the short, dismissible tips a newcomer sees once each. The server
 * remembers per player which ones were seen (so they follow the player across devices);
 * the client shows a tip while its key is not in the profile's `guidanceSeen`.
 */
export const GUIDANCE_KEYS = [
  /** The first crafting screen: what a run leaves for the lab, and what a card needs. */
  'crafting-start',
  /** Game over: which items went to the lab, with 'Go to the Lab'. */
  'harvest',
  /** The lab's first opening: how the slots make a card. */
  'lab-slots',
  /** The first card forged: 'Go to the Arena'. */
  'first-card',
  /** The first duel's result: what to do next. */
  'first-duel',
] as const;

export type GuidanceKey = (typeof GUIDANCE_KEYS)[number];

export function isGuidanceKey(value: string): value is GuidanceKey {
  return (GUIDANCE_KEYS as readonly string[]).includes(value);
}

/** The known keys among stored ones, in list order, each once (old or unknown keys drop out). */
export function knownGuidance(stored: readonly string[]): GuidanceKey[] {
  const seen = new Set(stored);
  return GUIDANCE_KEYS.filter((key) => seen.has(key));
}

/**
 * Choosing cards for a duel (docs/RULES.md, "Arena and duels"): the slots take only
 * unlisted cards, no more than their count; a duel starts with exactly one own, unlisted
 * card per slot, each allowed at the player's level, once the cooldown is over. The arena
 * screen and the server run the same checks.
 */
import { secondsUntil } from '../profile';
import { err, ok, type Result } from '../result';
import { checkNotListed, type CardListedError } from './card-step';

/** What the selection rules read of a battle card. */
export interface DuelCandidate {
  id: string;
  isListed: boolean;
  /** The user level the card needs: its class's unlock level. */
  requiredLevel: number;
  name: string;
}

/** One entry per slot: a card id, or null for an empty slot. */
export type DuelSlots = readonly (string | null)[];

export type DuelPlacementError = CardListedError | { code: 'DUEL_SLOTS_FULL' };

export type DuelStartError =
  | { code: 'DUEL_CARD_COUNT'; slots: number }
  | { code: 'DUEL_CARD_TWICE' }
  | { code: 'CARD_NOT_FOUND' }
  | CardListedError
  | { code: 'CARD_LEVEL_TOO_HIGH'; cardName: string; required: number; level: number };

export type DuelCooldownError = { code: 'DUEL_COOLDOWN'; seconds: number };

/** No pending duel to start: the arena screen asks for one first. */
export type NoDuelError = { code: 'NO_DUEL' };

export function emptyDuelSlots(count: number): DuelSlots {
  return Array.from({ length: count }, () => null);
}

/**
 * Puts a card in a slot: the one it was dropped on when that is free, else the first free
 * one. A card already in a slot stays where it is.
 */
export function placeDuelCard(
  slots: DuelSlots,
  card: Pick<DuelCandidate, 'id' | 'isListed'>,
  preferred?: number,
): Result<DuelSlots, DuelPlacementError> {
  const listed = checkNotListed(card);
  if (!listed.ok) return listed;
  if (slots.includes(card.id)) return ok(slots);
  const target =
    preferred !== undefined && slots[preferred] === null ? preferred : slots.indexOf(null);
  if (target < 0) return err({ code: 'DUEL_SLOTS_FULL' });
  return ok(slots.map((id, index) => (index === target ? card.id : id)));
}

/**
 * A start with `cardIds` against a duel of `slotCount` slots, `owned` being the player's
 * cards among them: the count first, then each card's ownership, listing and level.
 * Returns the cards in the order chosen.
 */
export function checkDuelStart<T extends DuelCandidate>(input: {
  slotCount: number;
  cardIds: readonly string[];
  owned: readonly T[];
  level: number;
}): Result<T[], DuelStartError> {
  const { slotCount, cardIds, owned, level } = input;
  if (cardIds.length !== slotCount) return err({ code: 'DUEL_CARD_COUNT', slots: slotCount });
  if (new Set(cardIds).size !== cardIds.length) return err({ code: 'DUEL_CARD_TWICE' });
  const cards: T[] = [];
  for (const id of cardIds) {
    const card = owned.find((candidate) => candidate.id === id);
    if (!card) return err({ code: 'CARD_NOT_FOUND' });
    cards.push(card);
  }
  for (const card of cards) {
    const listed = checkNotListed(card);
    if (!listed.ok) return listed;
  }
  const tooHigh = cards.find((card) => card.requiredLevel > level);
  if (tooHigh) {
    return err({
      code: 'CARD_LEVEL_TOO_HIGH',
      cardName: tooHigh.name,
      required: tooHigh.requiredLevel,
      level,
    });
  }
  return ok(cards);
}

/** Duels wait for the cooldown; times are passed in, in milliseconds. */
export function checkDuelCooldown(
  nextDuelAtMs: number | null,
  nowMs: number,
): Result<void, DuelCooldownError> {
  const seconds = secondsUntil(nextDuelAtMs, nowMs);
  return seconds > 0 ? err({ code: 'DUEL_COOLDOWN', seconds }) : ok(undefined);
}

/** How far an opponent card's level may be from the player's. */
export const OPPONENT_LEVEL_WINDOW = 3;

/** The levels an opponent's card may have: within the window of the player's level. */
export function opponentLevelRange(level: number): { min: number; max: number } {
  return { min: Math.max(1, level - OPPONENT_LEVEL_WINDOW), max: level + OPPONENT_LEVEL_WINDOW };
}

/** The arena keeps this many generated cards per level, and reuses them. */
export const ARENA_CARDS_PER_LEVEL = 6;

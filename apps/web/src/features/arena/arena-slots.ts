/**
 * The duel slots as the arena screen keeps them. Which card may go where and whether the
 * selection may start a duel are game-rules' (placeDuelCard, emptyDuelSlots,
 * checkDuelStart: docs/RULES.md, "Arena and duels"), the very checks the server runs;
 * what a refusal says is the one message table's. These are the screen's helpers around
 * them, pure so they are pinned by tests, not by clicking.
 */
import { type BattleCard, countOf, ruleMessage } from '@alchemy/contracts';
import {
  checkDuelStart,
  ok,
  type DuelCandidate,
  type DuelPlacementError,
  type DuelSlots,
  type DuelStartError,
  type Result,
} from '@alchemy/game-rules';
import type { SnackbarType } from '@/lib/snackbar-store';

/** A refused start waits longer on screen when it names a card and two levels to compare. */
const LEVEL_ERROR_MS = 5000;

/** A battle card as the selection rules read it. */
export function toDuelCandidate(card: BattleCard): DuelCandidate {
  return {
    id: card.id,
    isListed: card.isListed,
    requiredLevel: card.requiredLevel,
    name: card.card.name,
  };
}

/** Empties a slot: its card goes back to the list. */
export function clearSlot(slots: DuelSlots, index: number): DuelSlots {
  return slots.map((id, at) => (at === index ? null : id));
}

/**
 * The slots fitted to the duel's slot count and to the cards the player still has usable:
 * a card that vanished from the list (purged) or became listed leaves its slot.
 */
export function reconcileSlots(
  slots: DuelSlots,
  count: number,
  cards: readonly Pick<DuelCandidate, 'id' | 'isListed'>[],
): DuelSlots {
  const usable = new Set(cards.filter((card) => !card.isListed).map((card) => card.id));
  return Array.from({ length: count }, (_, index) => {
    const id = slots[index] ?? null;
    return id !== null && usable.has(id) ? id : null;
  });
}

/**
 * Whether 'Start Duel' looks ready: only when every slot holds a card; until then it says
 * how many cards are still needed ('Add 1 more card'). A press before that still gets the
 * start check's own words ('Please select 1 card to start the duel.').
 */
export function startReadiness(slots: readonly (string | null)[]): {
  ready: boolean;
  hint: string | null;
} {
  const missing = slots.filter((id) => id === null).length;
  return missing === 0
    ? { ready: true, hint: null }
    : { ready: false, hint: `Add ${countOf(missing, 'more card', 'more cards')}` };
}

/** The selected ids in slot order. */
export function selectedIds(slots: DuelSlots): string[] {
  return slots.filter((id): id is string => id !== null);
}

/** May this selection start a duel? Returns the card ids to send, in slot order. */
export function checkStart(
  slots: DuelSlots,
  slotCount: number,
  cards: readonly BattleCard[],
  level: number,
): Result<string[], DuelStartError> {
  const checked = checkDuelStart({
    slotCount,
    cardIds: selectedIds(slots),
    owned: cards.map(toDuelCandidate),
    level,
  });
  return checked.ok ? ok(checked.value.map((card) => card.id)) : checked;
}

/**
 * The snackbar for a card that found no slot: a listed card is a mistake, full slots are
 * just how the duel is.
 */
export function placementNotice(error: DuelPlacementError): {
  message: string;
  type: SnackbarType;
} {
  return { message: ruleMessage(error), type: error.code === 'CARD_LISTED' ? 'error' : 'info' };
}

/** The snackbar for a refused start. */
export function startNotice(error: DuelStartError): { message: string; durationMs?: number } {
  const message = ruleMessage(error);
  return error.code === 'CARD_LEVEL_TOO_HIGH'
    ? { message, durationMs: LEVEL_ERROR_MS }
    : { message };
}

/**
 * Improve and ascend (spec section 4 "Battle card quality", section 5 "Ascend / improve"):
 * which step a card can take next, what it costs, whether the player may take it now, and
 * what changed once it is taken.
 */
import type { BattleCard } from '@alchemy/contracts';
import { cardStepCost, nextCardStep, type CardStep } from '@alchemy/game-rules';

export type UpgradeKind = 'improve' | 'ascend';

export const NOT_ENOUGH_DIAMONDS: Record<UpgradeKind, string> = {
  ascend: 'Not enough diamonds to ascend this card.',
  improve: 'Not enough diamonds to improve this card.',
};

export const UPGRADE_FAILED: Record<UpgradeKind, string> = {
  ascend: 'Failed to ascend battle card.',
  improve: 'Failed to improve battle card.',
};

/**
 * What to tell the player when the step failed: the server's own words when it says the
 * diamonds are short (spec section 5), the spec's generic line for anything else.
 */
export function upgradeErrorMessage(error: unknown, kind: UpgradeKind): string {
  // Read structurally (an ApiError has both), so this stays a pure, node-testable rule.
  if (error instanceof Error && error.message) {
    const code = 'code' in error ? error.code : undefined;
    const known = Object.values(NOT_ENOUGH_DIAMONDS).includes(error.message);
    if (known || code === 'NOT_ENOUGH_DIAMONDS') return error.message;
  }
  return UPGRADE_FAILED[kind];
}

export const LISTED_CARD_NOTE =
  'This card is listed on the market: listed cards cannot be changed.';

export interface UpgradeOffer {
  kind: UpgradeKind;
  step: Exclude<CardStep, 'none'>;
  /** Diamonds. */
  cost: number;
  /** 'Improve (4 diamonds)' / 'Ascend (46 diamonds)'. */
  label: string;
  /** Why the button is disabled, or null when the player can take the step now. */
  blocked: 'listed' | 'diamonds' | null;
}

/** The next step for a card, or null when there is none (already ascended). */
export function upgradeOffer(
  card: Pick<BattleCard, 'quality' | 'isAscended' | 'isListed' | 'level'>,
  diamonds: number,
): UpgradeOffer | null {
  const step = nextCardStep(card.quality, card.isAscended);
  if (step === 'none') return null;
  const kind: UpgradeKind = step === 'ascend' ? 'ascend' : 'improve';
  const cost = cardStepCost(step, card.level);
  const verb = kind === 'ascend' ? 'Ascend' : 'Improve';
  return {
    kind,
    step,
    cost,
    label: `${verb} (${cost} diamonds)`,
    blocked: card.isListed ? 'listed' : diamonds < cost ? 'diamonds' : null,
  };
}

export interface StatChange {
  key: 'attack' | 'defense' | 'health' | 'speed' | 'skillTriggerChance';
  label: string;
  before: string;
  after: string;
  /** Signed difference as shown ('+12', '-3', '' when unchanged). */
  delta: string;
  direction: 'up' | 'down' | 'same';
}

const STATS: ReadonlyArray<{ key: StatChange['key']; label: string }> = [
  { key: 'attack', label: 'Attack' },
  { key: 'defense', label: 'Defense' },
  { key: 'health', label: 'Health' },
  { key: 'speed', label: 'Speed' },
  { key: 'skillTriggerChance', label: 'Skill chance' },
];

/** 0.125 -> '13%': the skill chance as a whole percentage. */
export function formatChance(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}

function shown(key: StatChange['key'], card: BattleCard): { text: string; value: number } {
  if (key === 'skillTriggerChance') {
    // Compared in whole percent, as shown, so a rounding speck never reads "+0%".
    const percent = Math.round(card.skillTriggerChance * 100);
    return { text: `${percent}%`, value: percent };
  }
  return { text: String(card[key]), value: card[key] };
}

/** Before and after of every stat, for the 'card improved' dialog. */
export function statChanges(before: BattleCard, after: BattleCard): StatChange[] {
  return STATS.map(({ key, label }) => {
    const from = shown(key, before);
    const to = shown(key, after);
    const diff = to.value - from.value;
    const unit = key === 'skillTriggerChance' ? '%' : '';
    return {
      key,
      label,
      before: from.text,
      after: to.text,
      delta: diff === 0 ? '' : `${diff > 0 ? '+' : '-'}${Math.abs(diff)}${unit}`,
      direction: diff > 0 ? 'up' : diff < 0 ? 'down' : 'same',
    };
  });
}

/** 'Poor' -> 'Normal', or 'Superior' -> 'Ascended': the headline of the result dialog. */
export function qualityTitle(card: Pick<BattleCard, 'quality' | 'isAscended'>): string {
  if (card.isAscended) return 'Ascended';
  return card.quality.charAt(0).toUpperCase() + card.quality.slice(1);
}

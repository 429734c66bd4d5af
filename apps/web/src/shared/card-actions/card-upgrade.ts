/**
 * Improve and ascend (docs/RULES.md, "Lab and battle cards"): which step a card can take
 * next, what it costs and whether the player may take it now (game-rules' planCardStep and
 * checkCardStep, the checks the server runs), what to say when it fails, and what changed
 * once it is taken.
 */
import { type BattleCard, ruleMessage, countOf } from '@alchemy/contracts';
import {
  checkCardStep,
  planCardStep,
  type Balances,
  type CardStep,
  type CardView,
  type UpgradeKind,
} from '@alchemy/game-rules';
import { ApiError } from '@/lib/api-error';

const UPGRADE_FAILED: Record<UpgradeKind, string> = {
  ascend: 'Failed to ascend battle card.',
  improve: 'Failed to improve battle card.',
};

export const LISTED_CARD_NOTE =
  'This card is listed on the market: listed cards cannot be changed.';

/** Improving and ascending ask for different words when the diamonds are short. */
const SPEND_PURPOSE = { ascend: 'ascend-card', improve: 'improve-card' } as const;

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
export function upgradeOffer(card: CardView, balances: Balances): UpgradeOffer | null {
  // The step as if unlisted: a listed card still shows what its step would cost, disabled.
  const plan = planCardStep({ ...card, isListed: false });
  if (!plan.ok) return null;
  const { kind, step, cost } = plan.value;
  const now = checkCardStep(card, balances);
  const verb = kind === 'ascend' ? 'Ascend' : 'Improve';
  return {
    kind,
    step,
    cost,
    label: `${verb} (${countOf(cost, 'diamond')})`,
    blocked: now.ok ? null : now.error.code === 'CARD_LISTED' ? 'listed' : 'diamonds',
  };
}

/**
 * What to tell the player when the step failed: the rule's words when the server says the
 * diamonds are short, the product's generic line for anything else. Decided by the
 * server's code, never by its text.
 */
export function upgradeErrorMessage(
  error: unknown,
  offer: Pick<UpgradeOffer, 'kind' | 'cost'>,
  diamonds: number,
): string {
  if (error instanceof ApiError && error.code === 'NOT_ENOUGH_DIAMONDS') {
    return ruleMessage({
      code: 'NOT_ENOUGH_DIAMONDS',
      currency: 'diamonds',
      needed: offer.cost,
      available: diamonds,
      purpose: SPEND_PURPOSE[offer.kind],
    });
  }
  return UPGRADE_FAILED[offer.kind];
}

/** A card before and after one step, for the 'card improved' dialog. */
export interface UpgradeResult {
  kind: UpgradeKind;
  before: BattleCard;
  after: BattleCard;
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

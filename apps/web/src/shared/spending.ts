/**
 * Spending, as the screens present it (docs/RULES.md, "Currencies"): whether a refusal is
 * a short purse, and then what is missing in a few words for under the disabled button.
 */
import { shortfallNote } from '@alchemy/contracts';
import { SHORTFALL_CODE, type RuleError, type Shortfall } from '@alchemy/game-rules';

const SHORTFALL_CODES: ReadonlySet<string> = new Set(Object.values(SHORTFALL_CODE));

function isShortfall(error: RuleError): error is Shortfall {
  return SHORTFALL_CODES.has(error.code);
}

/** 'Needs 250 credits, you have 75' for a short purse; null for any other refusal. */
export function missingNote(error: RuleError): string | null {
  return isShortfall(error) ? shortfallNote(error) : null;
}

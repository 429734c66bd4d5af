import { describe, expect, it } from 'vitest';
import { RULE_ERROR_CODES } from '@alchemy/game-rules';
import { ErrorResponseSchema } from './error-response';
import { RULE_ERROR_SAMPLES } from './rule-error-samples';
import { ruleMessage } from './rule-messages';
import { refusalDetails, RuleRefusalSchema } from './rule-refusals';

describe('a refusal on the wire', () => {
  it.each(RULE_ERROR_CODES.map((code) => [code]))('%s keeps its facts both ways', (code) => {
    const refusal = RULE_ERROR_SAMPLES[code];
    expect(RuleRefusalSchema.parse(refusal)).toEqual(refusal);
    const details = refusalDetails(refusal);
    const answer = { error: ruleMessage(refusal), code, ...(details ? { details } : {}) };
    // Nothing stripped on the way out: the answer parses to itself.
    expect(ErrorResponseSchema.parse(answer)).toEqual(answer);
    expect(RuleRefusalSchema.parse({ code, ...details })).toEqual(refusal);
  });

  it('sends details only for a refusal that has facts', () => {
    expect(refusalDetails({ code: 'SAME_ITEM' })).toBeUndefined();
    expect(refusalDetails(RULE_ERROR_SAMPLES.NOT_ENOUGH_CREDITS)).toEqual({
      currency: 'credits',
      needed: RULE_ERROR_SAMPLES.NOT_ENOUGH_CREDITS.needed,
      available: RULE_ERROR_SAMPLES.NOT_ENOUGH_CREDITS.available,
      purpose: RULE_ERROR_SAMPLES.NOT_ENOUGH_CREDITS.purpose,
    });
  });

  it('refuses facts that do not fit the code', () => {
    const answer = {
      error: 'Not enough credits.',
      code: 'NOT_ENOUGH_CREDITS',
      details: { currency: 'diamonds', needed: 10, available: 1, purpose: 'buy-items' },
    };
    expect(ErrorResponseSchema.safeParse(answer).success).toBe(false);
    expect(
      ErrorResponseSchema.safeParse({
        ...answer,
        details: { ...answer.details, currency: 'credits', needed: 'ten' },
      }).success,
    ).toBe(false);
    expect(ErrorResponseSchema.safeParse({ error: 'Nope.', code: 'SAME_ITEM' }).success).toBe(true);
    expect(ErrorResponseSchema.safeParse({ error: 'Nope.', code: 'BAD_REQUEST' }).success).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { RuleRefusalAnswerSchema } from './contract-schemas';

describe('a refusal read from its error answer', () => {
  it('joins the code and the facts into the rule error', () => {
    const answer = {
      error: 'The market opens at level 3. You are level 2.',
      code: 'MARKET_LOCKED',
      details: { requiredLevel: 3, level: 2 },
    };
    expect(RuleRefusalAnswerSchema.parse(answer)).toEqual({
      code: 'MARKET_LOCKED',
      requiredLevel: 3,
      level: 2,
    });
  });

  it('fails on facts that do not fit the code, and on an answer without facts', () => {
    const wrong = { error: 'No.', code: 'MARKET_LOCKED', details: { requiredLevel: 'three' } };
    expect(RuleRefusalAnswerSchema.safeParse(wrong).success).toBe(false);
    expect(RuleRefusalAnswerSchema.safeParse({ error: 'No.', code: 'BAD_REQUEST' }).success).toBe(
      false,
    );
    expect(RuleRefusalAnswerSchema.safeParse('not json').success).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_ERROR_CODES } from '@alchemy/game-rules';
import { RULE_ERROR_SAMPLES } from '@alchemy/contracts';
import { orRefuse, RULE_ERROR_STATUS, ruleFailure } from './rule-error-http';
import { documentTable, ruleErrorTable, tableCells } from './rule-error-table';

const RULES_MD = new URL('../../../../docs/RULES.md', import.meta.url);

describe('a rule’s refusal as an HTTP answer', () => {
  it.each(RULE_ERROR_CODES)('%s has a client-error status and the game’s words', (code) => {
    const failure = ruleFailure(RULE_ERROR_SAMPLES[code]);
    expect([400, 403, 404, 409, 429]).toContain(failure.statusCode);
    expect(failure.statusCode).toBe(RULE_ERROR_STATUS[code]);
    expect(failure.code).toBe(code);
    expect(failure.message.length).toBeGreaterThan(0);
  });

  it('passes an allowed move’s value through and throws a refusal', () => {
    expect(orRefuse({ ok: true, value: 7 })).toBe(7);
    expect(() => orRefuse({ ok: false, error: { code: 'DUEL_COOLDOWN', seconds: 9 } })).toThrow(
      'New battle begins in 9 seconds.',
    );
  });

  it('is listed, code by code, in docs/RULES.md (npm run docs:rules rewrites the table)', () => {
    const documented = tableCells(documentTable(readFileSync(RULES_MD, 'utf8')));
    expect(documented).toEqual(tableCells(ruleErrorTable()));
  });
});

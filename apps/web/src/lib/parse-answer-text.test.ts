import { describe, expect, it } from 'vitest';
import { profile as sampleProfile } from '@/features/profile/test-fixtures';
import { answerJson } from './answer-json';
import { parseAnswer } from './answer-parser';
import { lazyAuthSchema, lazySchema } from './lazy-schema';
import { parseAnswerText } from './parse-answer-text';

const profile = sampleProfile();

describe('answerJson', () => {
  it.each([
    ['', null],
    ['{"a":1}', { a: 1 }],
    ['[1,2]', [1, 2]],
    ['null', null],
    ['<html>Bad gateway</html>', null],
  ])('reads %j as %j', (text, expected) => {
    expect(answerJson(text)).toEqual(expected);
  });
});

describe('parseAnswerText (what the answer worker runs)', () => {
  it('answers the schema output of a body that fits', async () => {
    await expect(
      parseAnswerText('contract', 'ProfileSchema', JSON.stringify(profile)),
    ).resolves.toEqual({ ok: true, data: profile });
    await expect(
      parseAnswerText('auth', 'AuthProvidersResponseSchema', '{"anonymous":true,"google":false}'),
    ).resolves.toEqual({ ok: true, data: { anonymous: true, google: false } });
  });

  it('reads an empty body (a failed craft, 204) as null', async () => {
    await expect(parseAnswerText('contract', 'CraftResultOrNoneSchema', '')).resolves.toEqual({
      ok: true,
      data: null,
    });
  });

  it('turns down a body that does not fit, naming the schema and the field', async () => {
    const answer = await parseAnswerText(
      'contract',
      'ProfileSchema',
      JSON.stringify({ ...profile, credits: -1 }),
    );
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.message).toContain('ProfileSchema');
      expect(answer.message).toContain('credits');
    }
  });

  it('turns down a name its module does not export, or one of another module', async () => {
    await expect(parseAnswerText('contract', 'NoSuchSchema', '{}')).resolves.toEqual({
      ok: false,
      message: 'There is no answer schema contract.NoSuchSchema.',
    });
    const wrongModule = await parseAnswerText('auth', 'ProfileSchema', JSON.stringify(profile));
    expect(wrongModule.ok).toBe(false);
    // An inherited property is not an export.
    expect((await parseAnswerText('contract', 'toString', '{}')).ok).toBe(false);
  });
});

describe('parseAnswer without a worker (here, and in browsers that have none)', () => {
  it('parses on the page with the same schema', async () => {
    await expect(
      parseAnswer(lazySchema('ProfileSchema'), JSON.stringify(profile)),
    ).resolves.toEqual(profile);
    await expect(parseAnswer(lazySchema('CraftResultOrNoneSchema'), '')).resolves.toBeNull();
    await expect(
      parseAnswer(lazyAuthSchema('AuthProvidersResponseSchema'), '{"anonymous":true}'),
    ).rejects.toThrow();
  });
});

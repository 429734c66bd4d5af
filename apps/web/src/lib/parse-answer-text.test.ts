import { describe, expect, it } from 'vitest';
import { answerJson } from './answer-json';
import { parseAnswer } from './answer-parser';
import { endpointAnswer } from './lazy-schema';
import { parseAnswerText } from './parse-answer-text';

/** A small answer of the game's contract: the unread notifications' count. */
const unread = { unread: 3 };

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
      parseAnswerText('endpoints', 'notificationsRead', JSON.stringify(unread)),
    ).resolves.toEqual({ ok: true, data: unread });
    await expect(
      parseAnswerText('auth', 'authProviders', '{"anonymous":true,"google":false}'),
    ).resolves.toEqual({ ok: true, data: { anonymous: true, google: false } });
  });

  it('reads an empty body (a failed craft, 204) as null', async () => {
    await expect(parseAnswerText('endpoints', 'craftGameItemsCraft', '')).resolves.toEqual({
      ok: true,
      data: null,
    });
  });

  it('turns down a body that does not fit, naming the schema and the field', async () => {
    const answer = await parseAnswerText(
      'endpoints',
      'notificationsRead',
      JSON.stringify({ unread: -1 }),
    );
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.message).toContain('notificationsRead');
      expect(answer.message).toContain('unread');
    }
  });

  it('turns down a name its module does not export, or one of another module', async () => {
    await expect(parseAnswerText('endpoints', 'NoSuchSchema', '{}')).resolves.toEqual({
      ok: false,
      message: 'There is no answer schema endpoints.NoSuchSchema.',
    });
    const wrongModule = await parseAnswerText('auth', 'notificationsRead', JSON.stringify(unread));
    expect(wrongModule.ok).toBe(false);
    // An inherited property is not an export.
    expect((await parseAnswerText('endpoints', 'toString', '{}')).ok).toBe(false);
  });
});

describe('parseAnswer without a worker (here, and in browsers that have none)', () => {
  it('parses on the page with the same schema', async () => {
    await expect(
      parseAnswer(endpointAnswer('notificationsRead'), JSON.stringify(unread)),
    ).resolves.toEqual(unread);
    await expect(parseAnswer(endpointAnswer('craftGameItemsCraft'), '')).resolves.toBeNull();
    await expect(
      parseAnswer(endpointAnswer('authProviders'), '{"anonymous":true}'),
    ).rejects.toThrow();
  });
});

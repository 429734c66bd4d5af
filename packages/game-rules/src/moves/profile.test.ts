import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AVATAR_REGENERATION_COST, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../profile';
import type { Balances } from './afford';
import { canUpdateUsername, checkAvatarRegeneration, checkUsername } from './profile';

const tooShort = { ok: false, error: { code: 'USERNAME_TOO_SHORT', min: 3 } };
const tooLong = { ok: false, error: { code: 'USERNAME_TOO_LONG', max: 24 } };
const badCharacters = { ok: false, error: { code: 'USERNAME_BAD_CHARACTERS' } };
const required = { ok: false, error: { code: 'USERNAME_REQUIRED' } };

// A letter outside the Basic Multilingual Plane (Deseret capital long I, U+10400): one code
// point, two UTF-16 units, so it tells counting characters from counting units.
const astral = '\u{10400}';

const credits = (amount: number): Balances => ({ credits: amount, diamonds: 0, magicDust: 0 });

describe('username numbers (docs/RULES.md, "Accounts and profile")', () => {
  it('takes 3 to 24 characters', () => {
    expect([USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH]).toEqual([3, 24]);
  });
});

describe('checkUsername (docs/RULES.md, "Accounts and profile")', () => {
  it.each([
    ['a plain name', 'Merlin', 'Merlin'],
    ['letters with an accent, digits, _, - and a space', 'Zoë_the-Great 2', 'Zoë_the-Great 2'],
    ['a name padded with spaces, trimmed', '  Merlin  ', 'Merlin'],
    ['a name padded with tabs and line breaks, trimmed', '\t Merlin\n', 'Merlin'],
    ['a name with spaces inside, kept as they are', 'Sir  Merlin', 'Sir  Merlin'],
    // Letters of any script.
    ['a French name', 'Émile', 'Émile'],
    ['a Polish name', 'Łukasz', 'Łukasz'],
    ['a Chinese name of three characters', '李小龍', '李小龍'],
    ['a Cyrillic name', 'Ярослав', 'Ярослав'],
    ['a name of digits only', '007', '007'],
    ['exactly 3 characters', 'Moe', 'Moe'],
    ['exactly 24 characters', 'a'.repeat(24), 'a'.repeat(24)],
    ['exactly 3 characters once trimmed', '  Moe  ', 'Moe'],
    // Length counts code points: 24 astral letters are 48 UTF-16 units.
    ['24 letters outside the Basic Multilingual Plane', astral.repeat(24), astral.repeat(24)],
    ['3 letters outside the Basic Multilingual Plane', astral.repeat(3), astral.repeat(3)],
  ])('accepts %s (%j) as %j', (_, raw, name) => {
    expect(checkUsername(raw)).toEqual({ ok: true, value: name });
  });

  it.each<[string, string, unknown]>([
    ['nothing', '', required],
    ['only spaces', '   ', required],
    ['only whitespace of several kinds', ' \t\n\u00a0', required],
    ['2 characters', 'Mo', tooShort],
    ['2 characters once trimmed', '  Mo  ', tooShort],
    ['one character', 'M', tooShort],
    ['2 letters outside the Basic Multilingual Plane (4 UTF-16 units)', astral.repeat(2), tooShort],
    ['25 characters', 'a'.repeat(25), tooLong],
    ['25 letters outside the Basic Multilingual Plane', astral.repeat(25), tooLong],
    ['markup', 'bad<script>', badCharacters],
    ['an exclamation mark', 'Merlin!', badCharacters],
    ['a dot', 'Dr.Who', badCharacters],
    ['an apostrophe', 'O’Brien', badCharacters],
    ['an ASCII apostrophe', "O'Brien", badCharacters],
    ['an @', 'me@home', badCharacters],
    ['an emoji with letters', 'Merlin 🧙', badCharacters],
    ['emoji only', '😀😀😀', badCharacters],
    ['a tab inside', 'Sir\tMerlin', badCharacters],
    ['a non-breaking space inside', 'Sir\u00a0Merlin', badCharacters],
  ])('refuses %s (%j)', (_, raw, result) => {
    expect(checkUsername(raw)).toEqual(result);
  });

  // The order of the checks: required, too short, too long, then the characters.
  it.each<[string, string, unknown]>([
    ['2 bad characters are too short before they are bad', '!!', tooShort],
    ['one emoji is too short before it is bad', '🧙', tooShort],
    ['25 bad characters are too long before they are bad', '!'.repeat(25), tooLong],
  ])('%s (%j)', (_, raw, result) => {
    expect(checkUsername(raw)).toEqual(result);
  });

  // A model written out by hand: which of these characters a username may hold, which of
  // them count as the letter or digit every name needs ('___' is not a name), and the
  // marks, which sit on a letter, at most 3 to a letter. The marks chosen compose with none
  // of these letters, so the name's NFC form is the name itself.
  const letters = ['a', 'Z', 'é', 'Ł', '李', astral];
  const letterOrDigit = [...letters, '7'];
  const marks = ['\u0334', '\u093f']; // a tilde overlay (non-spacing), Devanagari i (spacing)
  const invisible = ['\u3164', '\u200b', '\ufe0f']; // Hangul filler, zero-width space, VS16
  const allowed = [...letterOrDigit, ...marks, '_', '-', ' '];
  const refused = ['!', '<', '.', '😀', '\t', '\u20dd']; // the last: an enclosing circle
  const someName = fc.string({
    unit: fc.constantFrom(...allowed, ...invisible, ...refused),
    maxLength: 30,
  });

  /** The first problem of the marks, walking the name as a reader would. */
  function marksModel(characters: string[]): unknown {
    let base: string | null = null;
    let count = 0;
    for (const c of characters) {
      if (!marks.includes(c)) {
        base = c;
        count = 0;
      } else if (base === null || !letters.includes(base)) {
        return { ok: false, error: { code: 'USERNAME_LONE_MARK' } };
      } else if (++count > 3) {
        return { ok: false, error: { code: 'USERNAME_TOO_MANY_MARKS', max: 3 } };
      }
    }
    return null;
  }

  it('refuses with the first problem in the order of the checks, and else gives the trimmed name', () => {
    fc.assert(
      fc.property(someName, (raw) => {
        const name = raw.trim();
        const characters = [...name];
        const expected =
          characters.length === 0
            ? required
            : characters.length < 3
              ? tooShort
              : characters.length > 24
                ? tooLong
                : characters.some((c) => invisible.includes(c))
                  ? { ok: false, error: { code: 'USERNAME_INVISIBLE_CHARACTERS' } }
                  : !characters.every((c) => allowed.includes(c))
                    ? badCharacters
                    : (marksModel(characters) ??
                      (characters.some((c) => letterOrDigit.includes(c))
                        ? { ok: true, value: name }
                        : { ok: false, error: { code: 'USERNAME_NO_LETTER_OR_DIGIT' } }));
        expect(checkUsername(raw)).toEqual(expected);
      }),
      // Found by a CI run before the model knew a name needs a letter or digit.
      { examples: [['--_'], ['_ -'], ['a_-']] },
    );
  });

  it('does not depend on the whitespace around the name', () => {
    fc.assert(
      fc.property(
        someName,
        fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 4 }),
        fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 4 }),
        (raw, before, after) => {
          expect(checkUsername(before + raw + after)).toEqual(checkUsername(raw));
        },
      ),
    );
  });
});

describe('canUpdateUsername (docs/RULES.md, "Accounts and profile")', () => {
  it.each([
    ['a valid new name', 'Merlina', 'Merlin', true],
    ['a valid new name padded with spaces', '  Merlina ', 'Merlin', true],
    // Names are compared as typed: a change of case is a change.
    ['the same name in another case', 'merlin', 'Merlin', true],
    ['the current name', 'Merlin', 'Merlin', false],
    ['the current name padded with spaces', '  Merlin  ', 'Merlin', false],
    ['a name too short', 'Mo', 'Merlin', false],
    ['a name too long', 'a'.repeat(25), 'Merlin', false],
    ['a name with bad characters', 'bad<script>', 'Merlin', false],
    ['nothing', '', 'Merlin', false],
    ['only spaces', '   ', 'Merlin', false],
  ])('offers to save %s (%j, now %j): %s', (_, raw, current, offered) => {
    expect(canUpdateUsername(raw, current)).toBe(offered);
  });

  it('offers exactly a valid name that differs from the current one after trimming', () => {
    const someName = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '!'), maxLength: 6 });
    fc.assert(
      fc.property(someName, someName, (raw, current) => {
        const checked = checkUsername(raw);
        expect(canUpdateUsername(raw, current)).toBe(checked.ok && raw.trim() !== current);
      }),
    );
  });
});

describe('checkAvatarRegeneration (docs/RULES.md, "Accounts and profile")', () => {
  it('costs 100 credits', () => {
    expect(AVATAR_REGENERATION_COST).toBe(100);
  });

  it.each([100, 101, 1000])('is paid from %i credits, and returns the cost', (amount) => {
    expect(checkAvatarRegeneration(credits(amount))).toEqual({
      ok: true,
      value: { currency: 'credits', amount: 100 },
    });
  });

  it('refuses 99 credits with NOT_ENOUGH_CREDITS, what was needed, held and meant', () => {
    expect(checkAvatarRegeneration(credits(99))).toEqual({
      ok: false,
      error: {
        code: 'NOT_ENOUGH_CREDITS',
        currency: 'credits',
        needed: 100,
        available: 99,
        purpose: 'avatar',
      },
    });
  });

  // Diamonds and magic dust never pay for an avatar.
  it('reads only the credits of the purse', () => {
    const result = checkAvatarRegeneration({ credits: 0, diamonds: 1_000, magicDust: 1_000 });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'NOT_ENOUGH_CREDITS', available: 0 },
    });
  });
});

describe('checkUsername: scripts, marks and what a name needs', () => {
  it('accepts scripts whose letters carry combining marks', () => {
    expect(checkUsername('नमस्ते')).toEqual({ ok: true, value: 'नमस्ते' });
  });

  it('reads a name in its composed form: a decomposed Zoë is Zoë, 3 characters', () => {
    expect(checkUsername('Zoe\u0308')).toEqual({ ok: true, value: 'Zo\u00eb' });
  });

  it.each(['___', '- -', '_ -'])('refuses %j: a name needs a letter or a digit', (name) => {
    expect(checkUsername(name)).toEqual({
      ok: false,
      error: { code: 'USERNAME_NO_LETTER_OR_DIGIT' },
    });
  });

  it('counts only decimal digits as digits', () => {
    expect(checkUsername('½²Ⅻ')).toEqual({ ok: false, error: { code: 'USERNAME_BAD_CHARACTERS' } });
    expect(checkUsername('007')).toEqual({ ok: true, value: '007' });
  });
});

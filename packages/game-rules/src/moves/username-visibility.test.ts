/**
 * What a username shows (docs/RULES.md, "Accounts and profile"): a name that passes must
 * show a letter or digit on a leaderboard, a friend list and an invitation. The tricky
 * cases come from a probe of the API ('\u3164\u3164\u3164' was accepted and showed blank)
 * and from the Unicode characters that draw nothing.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkUsername } from './profile';

const invisibleCharacters = { ok: false, error: { code: 'USERNAME_INVISIBLE_CHARACTERS' } };
const badCharacters = { ok: false, error: { code: 'USERNAME_BAD_CHARACTERS' } };
const loneMark = { ok: false, error: { code: 'USERNAME_LONE_MARK' } };
const tooManyMarks = { ok: false, error: { code: 'USERNAME_TOO_MANY_MARKS', max: 3 } };
const noLetter = { ok: false, error: { code: 'USERNAME_NO_LETTER_OR_DIGIT' } };
const accepted = (value: string) => ({ ok: true, value });

/**
 * Code points that draw nothing, written out from Unicode's DerivedCoreProperties
 * (Default_Ignorable_Code_Point) and its blank letters, independently of the rule's regular
 * expression: the oracle of the property below.
 */
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f], // combining grapheme joiner
  [0x061c, 0x061c], // Arabic letter mark
  [0x115f, 0x1160], // Hangul choseong and jungseong fillers
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian variation selectors and vowel separator
  [0x200b, 0x200f], // zero-width space, joiners, direction marks
  [0x202a, 0x202e], // bidi embeddings and overrides
  [0x2060, 0x206f], // word joiner, invisible operators, bidi isolates
  [0x2800, 0x2800], // braille pattern blank
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xfeff, 0xfeff], // zero-width no-break space
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0xfff0, 0xfff8], // unassigned specials
  [0x16fe4, 0x16fe4], // Khitan small script filler
  [0x1bca0, 0x1bca3], // shorthand format controls
  [0x1d173, 0x1d17a], // musical symbol format controls
  [0xe0000, 0xe0fff], // tags and variation selectors supplement
];

function isInvisible(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return INVISIBLE_RANGES.some(([first, last]) => code >= first && code <= last);
}

function isVisibleLetterOrDigit(character: string): boolean {
  return /^[\p{L}\p{Nd}]$/u.test(character) && !isInvisible(character);
}

const HANGUL_FILLER = '\u3164';

describe('checkUsername: names that would show blank or spill over (docs/RULES.md)', () => {
  it.each<[string, string, unknown]>([
    // Invisible fillers, whether or not the engine calls them letters.
    ['three Hangul fillers (the probe)', HANGUL_FILLER.repeat(3), invisibleCharacters],
    ['Hangul choseong and jungseong fillers', '\u115f\u1160\u115f', invisibleCharacters],
    ['halfwidth Hangul fillers', '\uffa0\uffa0\uffa0', invisibleCharacters],
    ['braille blanks', '\u2800\u2800\u2800', invisibleCharacters],
    ['a Khitan filler on a letter', 'Bob\u{16fe4}', invisibleCharacters],
    [
      'a visible name padded with Hangul fillers',
      `Bob${HANGUL_FILLER}${HANGUL_FILLER}`,
      invisibleCharacters,
    ],
    ['a Hangul filler between letters', `Bo${HANGUL_FILLER}b`, invisibleCharacters],
    ['zero-width spaces', '\u200b\u200b\u200b', invisibleCharacters],
    ['a zero-width space inside a name', 'Me\u200brlin', invisibleCharacters],
    ['a zero-width joiner', 'Mer\u200dlin', invisibleCharacters],
    ['a word joiner', 'Mer\u2060lin', invisibleCharacters],
    ['a soft hyphen', 'Mer\u00adlin', invisibleCharacters],
    ['a right-to-left override', '\u202eMerlin', invisibleCharacters],
    ['a bidi isolate', 'Mer\u2067lin\u2069', invisibleCharacters],
    ['an Arabic letter mark', 'Mer\u061clin', invisibleCharacters],
    ['a variation selector on a letter', 'Mer\ufe0flin', invisibleCharacters],
    ['a supplementary variation selector', 'Merlin\u{e0100}', invisibleCharacters],
    ['a combining grapheme joiner', 'Mer\u034flin', invisibleCharacters],
    ['a Mongolian variation selector', 'Mer\u180blin', invisibleCharacters],
    ['a Khmer inherent vowel', 'Mer\u17b4lin', invisibleCharacters],
    ['tag characters', 'Merlin\u{e0041}\u{e007f}', invisibleCharacters],
    ['a zero-width no-break space inside', 'Mer\ufefflin', invisibleCharacters],
    // Marks: on a letter, at most 3 to a letter.
    ['a lone mark at the start', '\u0301abc', loneMark],
    ['marks alone', '\u0301\u0301\u0301', loneMark],
    ['a mark on a space', 'ab \u0301c', loneMark],
    ['a mark on an underscore', 'ab_\u0301', loneMark],
    ['a mark on a digit', 'ab7\u0301', loneMark],
    ['four marks on one letter', 'Zo\u0334\u0335\u0336\u0337e', tooManyMarks],
    [
      'Zalgo within 24 characters',
      'H\u0334\u0335\u0336\u0337\u0338i\u0334\u0335\u0336\u0337',
      tooManyMarks,
    ],
    ['an enclosing circle', 'abc\u20dd', badCharacters],
    ['a keycap', '1\u20e3ab', badCharacters],
    ['a Cyrillic hundred-thousands sign', 'abc\u0488', badCharacters],
    // What stays refused as before.
    ['an ideographic space between letters', 'ab\u3000cd', badCharacters],
    ['only underscores and dashes', '_-_', noLetter],
  ])('refuses %s (%j)', (_, raw, result) => {
    expect(checkUsername(raw)).toEqual(result);
  });

  it.each<[string, string, string]>([
    ['Korean, which the fillers imitate', '김민준', '김민준'],
    ['Hangul jamo, composed by NFC into one syllable', '\u1100\u1161\u11a8ab', '\uac01ab'],
    ['Hindi with nukta, vowel sign and anusvara on one letter', 'ज़िंदगी', 'ज़िंदगी'],
    ['Hebrew with dagesh, shin dot and a vowel', 'שָּׁלוֹם', 'שָּׁלוֹם'],
    ['Thai with a vowel and a tone mark', 'สมชาย', 'สมชาย'],
    ['Arabic with shadda and a vowel', 'محمّد', 'محمّد'],
    ['Vietnamese, composed by NFC', 'Nguye\u0302\u0303n', 'Nguyễn'],
    ['three marks on one letter', 'Zo\u0334\u0335\u0336e', 'Zo\u0334\u0335\u0336e'],
    ['a visible letter among underscores', '__a__', '__a__'],
  ])('accepts %s (%j)', (_, raw, name) => {
    expect(checkUsername(raw)).toEqual(accepted(name));
  });

  it('measures the length after NFC: 24 letters written as 48 code points are 24', () => {
    const decomposed = 'e\u0301'.repeat(24);
    expect([...decomposed]).toHaveLength(48);
    expect(checkUsername(decomposed)).toEqual(accepted('é'.repeat(24)));
  });

  // Letters and digits of every kind, marks that do and do not compose, the invisible ones,
  // spaces, '_' and '-', and any code point at all.
  const tricky = fc.constantFrom(
    'a',
    'Z',
    'é',
    '김',
    'ज',
    '\u093c',
    '\u093f',
    '7',
    '٣',
    '\u0301',
    '\u0334',
    '\u20dd',
    ' ',
    '_',
    '-',
    ...INVISIBLE_RANGES.flatMap(([first, last]) => [first, last]).map((code) =>
      String.fromCodePoint(code),
    ),
  );
  const someRawName = fc.string({
    unit: fc.oneof(tricky, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
    maxLength: 30,
  });

  it('accepts only names with a visible letter or digit, nothing invisible, and marks on letters', () => {
    fc.assert(
      fc.property(someRawName, (raw) => {
        const checked = checkUsername(raw);
        if (!checked.ok) return;
        const characters = [...checked.value];
        expect(characters.some(isVisibleLetterOrDigit)).toBe(true);
        expect(characters.filter(isInvisible)).toEqual([]);
        expect(checked.value).toBe(checked.value.normalize('NFC'));
        expect(characters.length).toBeGreaterThanOrEqual(3);
        expect(characters.length).toBeLessThanOrEqual(24);
        let marksOnLetter = 0;
        characters.forEach((character, index) => {
          if (!/^\p{M}$/u.test(character)) {
            marksOnLetter = 0;
            return;
          }
          marksOnLetter += 1;
          expect(/^\p{L}$/u.test(characters[index - marksOnLetter] ?? '')).toBe(true);
          expect(marksOnLetter).toBeLessThanOrEqual(3);
        });
      }),
      { numRuns: 2000, examples: [[HANGUL_FILLER.repeat(3)], ['\u1160\u1160\u1160']] },
    );
  });
});

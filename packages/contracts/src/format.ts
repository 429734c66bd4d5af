/**
 * Numbers as players read them. A fixed format (en-US grouping): amounts must read the
 * same for every player, in the server's messages and on screen, and in tests.
 *
 * Written out rather than through Intl.NumberFormat: creating the formatter loads the
 * locale's number data, about 20 ms of a phone's main thread at start-up for a pattern
 * this short (format.test.ts holds it to Intl's answers).
 */

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * 1234567 -> '1,234,567'; fractions are rounded half away from zero, as Intl does. Unlike
 * Intl, a negative that rounds to zero reads '0', not '-0'.
 */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const rounded = Math.round(Math.abs(value));
  // String() turns to exponents from 1e21; BigInt keeps every digit.
  const digits = rounded < 1e21 ? String(rounded) : BigInt(rounded).toString();
  const grouped = digits.replace(THOUSANDS, ',');
  return value < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}

/** Created on first use: building the rules loads locale data a first screen may not need. */
let englishPlurals: Intl.PluralRules | undefined;

/**
 * A count with its noun in the right form: countOf(1, 'card') is '1 card', countOf(3, 'card')
 * is '3 cards', countOf(1200, 'item') is '1,200 items'. Every count text on screen and in
 * the server's messages goes through it, so no player reads 'Please select 1 cards'. The
 * plural is `${one}s` unless given (countOf(2, 'family', 'families')).
 */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${formatInteger(count)} ${pluralOf(count, one, other)}`;
}

/** The noun alone in the form the count asks for ('card' for 1, 'cards' for 0 or 2). */
export function pluralOf(count: number, one: string, other = `${one}s`): string {
  englishPlurals ??= new Intl.PluralRules('en-US');
  return englishPlurals.select(count) === 'one' ? one : other;
}

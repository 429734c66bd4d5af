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

/**
 * Numbers as players read them. A fixed locale: amounts must read the same for every
 * player, in the server's messages and on screen, and in tests.
 */
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1234567 -> '1,234,567'. */
export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

// A fixed locale: balances must read the same for every player and in tests.
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1234567 -> '1,234,567'. */
export function formatNumber(value: number): string {
  return integerFormat.format(value);
}

/** A signed change for the floating delta: 25 -> '+25', -1500 -> '-1,500'. */
export function formatDelta(delta: number): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '';
  return `${sign}${formatNumber(Math.abs(delta))}`;
}

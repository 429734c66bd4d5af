import { formatInteger } from '@alchemy/contracts';

/** 1234567 -> '1,234,567' (the same format as the server's messages). */
export const formatNumber = formatInteger;

/** A signed change for the floating delta: 25 -> '+25', -1500 -> '-1,500'. */
export function formatDelta(delta: number): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '';
  return `${sign}${formatNumber(Math.abs(delta))}`;
}

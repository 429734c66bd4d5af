/** The figures the benchmarks print. */

/** The p-quantile (p from 0 to 1) of ascending `sorted`, by nearest rank; 0 when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** Milliseconds to one decimal. */
export function round1(ms: number): number {
  return Math.round(ms * 10) / 10;
}

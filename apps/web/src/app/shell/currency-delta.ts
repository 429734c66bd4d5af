/** How long a '+N' / '-N' stays next to a balance (docs/RULES.md, "Client timings and texts"). */
export const CURRENCY_DELTA_MS = 2000;

/**
 * The delta to show after a balance moves from `previous` to `next`. Changes that arrive
 * while a delta is still visible add up (two quick purchases read '-500', not '-250'
 * twice); a net change of zero hides the delta.
 */
export function accumulateDelta(
  visible: number | null,
  previous: number,
  next: number,
): number | null {
  const total = (visible ?? 0) + (next - previous);
  return total === 0 ? null : total;
}

export type DeltaTone = 'gain' | 'loss';

export function deltaTone(delta: number): DeltaTone {
  return delta > 0 ? 'gain' : 'loss';
}

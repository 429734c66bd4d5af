/** The latency of one call, sequential calls from one client (`npm run bench:world`). */
import { percentile } from '../lib/stats';
import type { Transport } from './world-api';
import type { Call } from './world-calls';

export interface Timing {
  p50: number;
  p99: number;
}

/** `warmUp` calls first, not counted (connections, plans, pages in memory), then `count`. */
export async function timeCall(
  call: Call,
  via: Transport,
  warmUp: number,
  count: number,
): Promise<Timing> {
  const latencies: number[] = [];
  for (let index = -warmUp; index < count; index += 1) {
    await call.prepare(via);
    const started = performance.now();
    const answer = await call.run(via);
    const elapsed = performance.now() - started;
    await call.after(answer, via);
    if (index >= 0) latencies.push(elapsed);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

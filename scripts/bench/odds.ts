/**
 * Win odds timing (issue 14): the arena shows the odds of a fight from 1,000 simulated
 * fights with fresh seeds, within 50 ms. Times one whole computation (seeds included)
 * for arena-like matchups: lab-made cards of levels 1..30 whose powers are within 25% of
 * each other, as matchmaking pairs them (near-equal fights run the longest).
 */
import { randomBytes } from 'node:crypto';
import {
  cardPower,
  createRng,
  sampleCardPair,
  WIN_ODDS_FIGHTS,
  winOdds,
  type DuelCard,
} from '@alchemy/game-rules';
import { percentile, round1 } from '../lib/stats';

export interface OddsTiming {
  computations: number;
  fights: number;
  /** Wall-clock ms: what a request waits. */
  p50: number;
  p99: number;
  max: number;
  /** CPU ms of this thread: the same, without the waits of a busy machine. */
  cpuP50: number;
  cpuP99: number;
}

function freshSeeds(count: number): number[] {
  const bytes = randomBytes(4 * count);
  return Array.from({ length: count }, (_, index) => bytes.readUInt32LE(4 * index));
}

export function oddsTiming(computations = 200): OddsTiming {
  const rng = createRng(14);
  const matchups: { a: DuelCard; b: DuelCard }[] = [];
  while (matchups.length < computations) {
    const pair = sampleCardPair(rng);
    const ratio = cardPower(pair.a) / cardPower(pair.b);
    if (ratio > 0.8 && ratio < 1.25) matchups.push(pair);
  }
  // Warm the engine up first, as a running server is.
  for (const { a, b } of matchups.slice(0, 10)) winOdds([a], [b], freshSeeds(WIN_ODDS_FIGHTS));
  const times: number[] = [];
  const cpu: number[] = [];
  for (const { a, b } of matchups) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    winOdds([a], [b], freshSeeds(WIN_ODDS_FIGHTS));
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((x, y) => x - y);
  cpu.sort((x, y) => x - y);
  return {
    computations,
    fights: WIN_ODDS_FIGHTS,
    p50: round1(percentile(times, 0.5)),
    p99: round1(percentile(times, 0.99)),
    max: round1(times.at(-1) ?? 0),
    cpuP50: round1(percentile(cpu, 0.5)),
    cpuP99: round1(percentile(cpu, 0.99)),
  };
}

export function printOddsTiming(timing: OddsTiming): void {
  console.log(
    `odds      ${timing.computations} computations of ${timing.fights} fights each: p50 ${timing.p50} ms, p99 ${timing.p99} ms, max ${timing.max} ms (budget 50 ms); CPU time p50 ${timing.cpuP50} ms, p99 ${timing.cpuP99} ms`,
  );
}

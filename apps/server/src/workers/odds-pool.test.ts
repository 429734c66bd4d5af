/**
 * The odds pool (ADR 0113): the worker thread loads its TypeScript under Vitest too, gives
 * the same answers as the inline path and game-rules itself on the same seeds, refuses a
 * task past its queue with a 503 that says when to ask again, and ends its threads on close.
 */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createRng,
  sampleDuelCard,
  WIN_ODDS_FIGHTS,
  winOdds,
  winsAtLeast,
  type DuelCard,
} from '@alchemy/game-rules';
import { BusyError } from '../lib/app-error';
import {
  BUSY_RETRY_AFTER_SECONDS,
  createOddsPool,
  QUEUED_TASKS_PER_WORKER,
  type OddsPool,
} from './odds-pool';

// Fastify's silent logger: the pool logs only a thread that failed.
const log = Fastify({ logger: false }).log;
const pools: OddsPool[] = [];
function pool(workers: number): OddsPool {
  const made = createOddsPool({ workers, log });
  pools.push(made);
  return made;
}
afterAll(async () => {
  await Promise.all(pools.map((made) => made.close()));
});

interface Match {
  player: DuelCard[];
  opponent: DuelCard[];
  seeds: number[];
}

/** Matches of one or two cards against one, levels 1 to 30, each with its own seeds. */
function matches(count: number, seed: number): Match[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, index) => {
    const level = 1 + (index % 30);
    const player = Array.from({ length: 1 + (index % 2) }, (__, slot) =>
      sampleDuelCard(rng, `p${slot}`, level),
    );
    const opponent = [sampleDuelCard(rng, 'o', level)];
    const seeds = Array.from({ length: WIN_ODDS_FIGHTS }, () => rng.int(0, 2 ** 32 - 1));
    return { player, opponent, seeds };
  });
}

describe('the same answers on a worker thread and inline', () => {
  const threads = pool(2);
  const inline = pool(0);
  const cases = matches(12, 28);

  it('winOdds: equal to game-rules on the same seeds, both ways', async () => {
    for (const { player, opponent, seeds } of cases) {
      const expected = winOdds(player, opponent, seeds);
      expect(await threads.winOdds(player, opponent, seeds)).toEqual(expected);
      expect(await inline.winOdds(player, opponent, seeds)).toEqual(expected);
    }
  });

  it('winsAtLeast: equal for a count below, at and above the wins', async () => {
    for (const { player, opponent, seeds } of cases) {
      const { wins } = winOdds(player, opponent, seeds);
      for (const needed of [Math.max(1, wins - 1), wins, wins + 1]) {
        const expected = winsAtLeast(player, opponent, seeds, needed);
        expect(await threads.winsAtLeast(player, opponent, seeds, needed)).toBe(expected);
        expect(await inline.winsAtLeast(player, opponent, seeds, needed)).toBe(expected);
      }
    }
  });

  it('side by side, each task keeps its own answer', async () => {
    const answers = await Promise.all(
      cases.map(({ player, opponent, seeds }) => threads.winOdds(player, opponent, seeds)),
    );
    expect(answers).toEqual(
      cases.map(({ player, opponent, seeds }) => winOdds(player, opponent, seeds)),
    );
  });

  it('a rule’s refusal in the worker reaches the caller', async () => {
    const [{ player, opponent }] = cases as [Match];
    await expect(threads.winOdds(player, opponent, [])).rejects.toThrow(/at least one seed/);
  });
});

describe('a full queue', () => {
  it(`refuses the task past ${QUEUED_TASKS_PER_WORKER} waiting a thread with SERVER_BUSY`, async () => {
    const threads = pool(1);
    const [{ player, opponent, seeds }] = matches(1, 7) as [Match];
    // One for the thread being started, the queue's worth waiting, and one too many.
    const asked = QUEUED_TASKS_PER_WORKER + 2;
    const settled = await Promise.allSettled(
      Array.from({ length: asked }, () => threads.winOdds(player, opponent, seeds.slice(0, 50))),
    );
    const refused = settled.flatMap((result): unknown[] =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(asked - 1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(BusyError);
    expect(refused[0]).toMatchObject({
      statusCode: 503,
      code: 'SERVER_BUSY',
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    });
    // Once the queue has drained, the pool takes tasks again.
    expect(await threads.winOdds(player, opponent, seeds)).toEqual(
      winOdds(player, opponent, seeds),
    );
  });

  it('has no bound inline: ODDS_WORKERS=0 runs every task on the caller’s thread', async () => {
    const inline = pool(0);
    const [{ player, opponent, seeds }] = matches(1, 9) as [Match];
    const settled = await Promise.allSettled(
      Array.from({ length: QUEUED_TASKS_PER_WORKER + 2 }, () =>
        inline.winOdds(player, opponent, seeds.slice(0, 20)),
      ),
    );
    expect(settled.every((result) => result.status === 'fulfilled')).toBe(true);
  });
});

describe('closing', () => {
  it('ends the threads (this file ends without waiting for them); a closed pool refuses', async () => {
    const threads = pool(1);
    const [{ player, opponent, seeds }] = matches(1, 11) as [Match];
    await threads.winOdds(player, opponent, seeds);
    await threads.close();
    await expect(threads.winOdds(player, opponent, seeds)).rejects.toBeInstanceOf(BusyError);
  });
});

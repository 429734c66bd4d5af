/**
 * The odds pool's memory (ADR 0120): the same two sides are simulated once, whatever the
 * seeds; a side that changes in anything the engine fights with, another number of
 * fights, or another number of wins needed is a new question; the oldest answers go first.
 */
import { describe, expect, it } from 'vitest';
import {
  createRng,
  sampleDuelCard,
  winOdds,
  winsAtLeast,
  type DuelCard,
} from '@alchemy/game-rules';
import type { OddsPool } from './odds-pool';
import { rememberedOdds } from './remembered-odds';

/** The inline rules, counting the simulations they are asked for. */
function countingPool() {
  const asked = { odds: 0, verdicts: 0, closed: 0 };
  const pool: OddsPool = {
    winOdds: async (player, opponent, seeds) => {
      asked.odds += 1;
      return winOdds(player, opponent, seeds);
    },
    winsAtLeast: async (player, opponent, seeds, needed) => {
      asked.verdicts += 1;
      return winsAtLeast(player, opponent, seeds, needed);
    },
    close: async () => {
      asked.closed += 1;
    },
  };
  return { pool, asked };
}

const rng = createRng(120);
const team: DuelCard[] = [sampleDuelCard(rng, 'mine', 12)];
const rival: DuelCard[] = [sampleDuelCard(rng, 'theirs', 12)];
const seeds = (from: number, count = 200) => Array.from({ length: count }, (_, i) => from + i);

describe('remembered odds', () => {
  it('simulates the same two sides once, whatever the seeds, and answers the same', async () => {
    const { pool, asked } = countingPool();
    const odds = rememberedOdds(pool);
    const first = await odds.winOdds(team, rival, seeds(1));
    const again = await odds.winOdds(team, rival, seeds(5000));
    expect(again).toEqual(first);
    expect(first).toEqual(winOdds(team, rival, seeds(1)));
    expect(asked.odds).toBe(1);
  });

  it('asks again for a changed card, the other way round, or another number of fights', async () => {
    const { pool, asked } = countingPool();
    const odds = rememberedOdds(pool);
    await odds.winOdds(team, rival, seeds(1));
    const stronger = [{ ...rival[0]!, attack: rival[0]!.attack + 1 }];
    await odds.winOdds(team, stronger, seeds(1));
    await odds.winOdds(rival, team, seeds(1));
    await odds.winOdds(team, rival, seeds(1, 100));
    expect(asked.odds).toBe(4);
  });

  it('keeps a verdict per number of wins needed', async () => {
    const { pool, asked } = countingPool();
    const odds = rememberedOdds(pool);
    const easy = await odds.winsAtLeast(team, rival, seeds(1), 0);
    const impossible = await odds.winsAtLeast(team, rival, seeds(1), 201);
    expect([easy, impossible]).toEqual([true, false]);
    expect(await odds.winsAtLeast(team, rival, seeds(9), 201)).toBe(false);
    expect(asked.verdicts).toBe(2);
  });

  it('forgets the oldest answer past its capacity, and closes the pool it wraps', async () => {
    const { pool, asked } = countingPool();
    const odds = rememberedOdds(pool, 2);
    const rivals = [0, 1, 2].map((n) => [sampleDuelCard(rng, `r${n}`, 12)]);
    for (const one of rivals) await odds.winOdds(team, one, seeds(1));
    await odds.winOdds(team, rivals[2]!, seeds(1)); // still known
    await odds.winOdds(team, rivals[0]!, seeds(1)); // forgotten: simulated again
    expect(asked.odds).toBe(4);
    await odds.close();
    expect(asked.closed).toBe(1);
  });
});

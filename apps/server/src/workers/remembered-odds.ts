/**
 * The odds pool with a memory: an answer for the same two sides is given again instead of
 * simulated again. A new duel asks the odds of its three rivals against the player's team
 * (3,000 fights, about 50 ms of an odds thread), and the next duel of that player mostly
 * asks the same pairs again: the team changes when a card is made or improved, the rivals
 * nearest its power seldom. On two cores the one odds thread was what bounded the duel
 * bench (docs/performance.md): every new duel waited for its three simulations.
 *
 * Seeds are not part of the question: each call's seeds are fresh (services/fresh-seeds.ts),
 * so any answer of the same number of fights is an equally good estimate, and a player who
 * asks twice sees the same chance rather than one that wobbles by a point. The sides are
 * keyed by everything the engine fights with (ids, stats, skill, level), so a card that
 * changes is a new question. The memory is this process's own: a derived estimate, not
 * the game's state, so another instance simply works its own answers out.
 */
import { LRUCache } from 'lru-cache';
import type { DuelCard, WinOdds } from '@alchemy/game-rules';
import type { OddsPool } from './odds-pool';

/** Answers kept: a key is about 1 kB, so at most a few MB. */
const REMEMBERED_ODDS = 4000;

function sides(player: readonly DuelCard[], opponent: readonly DuelCard[]): string {
  return JSON.stringify([player, opponent]);
}

/** The answer `memory` holds for `key`, else `work`'s, kept. */
async function recalled<V extends object | boolean>(
  memory: LRUCache<string, V>,
  key: string,
  work: () => Promise<V>,
): Promise<V> {
  const known = memory.get(key);
  if (known !== undefined) return known;
  const answer = await work();
  memory.set(key, answer);
  return answer;
}

export function rememberedOdds(pool: OddsPool, capacity = REMEMBERED_ODDS): OddsPool {
  const odds = new LRUCache<string, WinOdds>({ max: capacity });
  const verdicts = new LRUCache<string, boolean>({ max: capacity });
  return {
    winOdds: (player, opponent, seeds) =>
      recalled(odds, `${seeds.length}:${sides(player, opponent)}`, () =>
        pool.winOdds(player, opponent, seeds),
      ),
    winsAtLeast: (player, opponent, seeds, needed) =>
      recalled(verdicts, `${seeds.length}:${needed}:${sides(player, opponent)}`, () =>
        pool.winsAtLeast(player, opponent, seeds, needed),
      ),
    close: () => pool.close(),
  };
}

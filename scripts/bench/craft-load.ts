/**
 * The craft scenario: every guest plays at once, as fast as the server lets it: start a
 * run (Fire 4, Water 4), craft the first legal pair it holds until the run is over, start
 * again, following each answer as the web client does. Measures crafts per second, the
 * latency of craft calls alone and the HTTP calls a craft costs.
 */
import type { CraftingGame, CraftResult, GameItem } from '@alchemy/contracts';
import {
  failedCraftEffect,
  gameAfterCraft,
  gameAfterFailedCraft,
} from '../../apps/web/src/features/crafting/craft-cache';
import { percentile, round1 } from '../lib/stats';

/**
 * The grid after a failed craft, as the web follows it (craft-cache.ts): game-rules'
 * effect on the grid, or null to fetch the grid again. The player's level and lab shape
 * only a discovery's reward and what a run's end opens, never a failed craft's grid.
 */
export function afterFailedCraft(
  game: CraftingGame,
  pair: readonly [string, string],
): CraftingGame | null {
  const effect = failedCraftEffect(game, pair, { level: 1, isLabOpen: true });
  return effect && gameAfterFailedCraft(game, effect);
}

export interface CraftLoadResult {
  crafts: number;
  craftsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** HTTP calls per craft, the refetches the client still makes included. */
  callsPerCraft: number;
}

/** A run as the scenario starts it: Fire and Water, four of each. */
export const RUN_START = {
  items: [
    { name: 'Fire', allocate: 4 },
    { name: 'Water', allocate: 4 },
  ],
};

/** The first legal pair the player holds: a building block and any other item. */
export function nextPair(items: GameItem[]): [string, string] | null {
  const held = items.filter((entry) => entry.quantity > 0 && !entry.category);
  const block = held.find((entry) => entry.isBuildingBlock);
  const other = held.find((entry) => entry.id !== block?.id);
  return block && other ? [block.id, other.id] : null;
}

export async function craftLoad(
  url: string,
  tokens: string[],
  seconds: number,
): Promise<CraftLoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let calls = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();

  async function player(token: string) {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = (path: string, body: unknown) =>
      fetch(`${url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    while (Date.now() < deadline) {
      const start = await post('/craft/game/start', RUN_START);
      if (!start.ok) {
        errors += 1;
        return;
      }
      let game = (await start.json()) as CraftingGame;
      while (!game.isGameOver && Date.now() < deadline) {
        const pair = nextPair(game.items);
        if (!pair) break;
        const t0 = performance.now();
        const response = await post('/craft/game/items/craft', {
          itemOneId: pair[0],
          itemTwoId: pair[1],
        });
        latencies.push(performance.now() - t0);
        calls += 1;
        // What the web client does with the answer (apps/web/src/features/crafting/
        // craft-cache.ts): the grid follows the craft's answer, and the game is fetched
        // again only when the answer cannot tell (a failed craft that used up an item,
        // the end of the run).
        let next: CraftingGame | null = null;
        if (response.status === 200) {
          const result = (await response.json()) as CraftResult;
          next = result.isGameOver ? null : gameAfterCraft(game, result);
        } else {
          if (response.status !== 204) errors += 1;
          await response.arrayBuffer();
          next = response.status === 204 ? afterFailedCraft(game, pair) : null;
        }
        if (next) {
          game = next;
        } else {
          calls += 1;
          const refreshed = await fetch(`${url}/api/craft/game`, { headers });
          game = (await refreshed.json()) as CraftingGame;
        }
      }
    }
  }

  await Promise.all(tokens.map(player));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    crafts: latencies.length,
    craftsPerSecond: Math.round(latencies.length / elapsed),
    p50: round1(percentile(latencies, 0.5)),
    p99: round1(percentile(latencies, 0.99)),
    errors,
    callsPerCraft: latencies.length === 0 ? 0 : Math.round((calls / latencies.length) * 100) / 100,
  };
}

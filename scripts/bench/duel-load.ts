/**
 * The duel scenarios: the engine alone on one core (duels per second), and duel starts
 * through the API (the server started with DUEL_COOLDOWN_SECONDS=0 so guests can fight
 * back to back). Each guest first earns a card the way a player does: crafts three
 * commons, buys one of each into the lab, and crafts a card.
 */
import { generateCard, simulateDuel, effectiveStats, type DuelCard } from '@alchemy/game-rules';
import type { BattleCard } from '@alchemy/contracts';

export function engineDuelsPerSecond(seconds: number): { duels: number; perSecond: number } {
  const card = (seed: number, id: string): DuelCard => {
    const made = generateCard({
      items: [
        { name: 'Steam', rarity: 'common', family: 'Weather' },
        { name: 'Ember', rarity: 'common', family: 'Flame' },
        { name: 'Wolf', rarity: 'common', family: 'Beasts' },
      ],
      playerLevel: 10,
      seed,
    });
    return {
      id,
      name: made.name,
      level: made.level,
      ...effectiveStats(made.baseStats, 'normal', false),
      skillTriggerChance: made.skillTriggerChance,
      skill: made.skill,
    };
  };
  const player = [card(1, 'a')];
  const opponent = [card(2, 'b')];
  const deadline = performance.now() + seconds * 1000;
  let duels = 0;
  const started = performance.now();
  while (performance.now() < deadline) {
    simulateDuel({ player, opponent, seed: duels });
    duels += 1;
  }
  return { duels, perSecond: Math.round(duels / ((performance.now() - started) / 1000)) };
}

/** Plays the crafting and lab loop through the API until the guest owns a card. */
export async function earnCard(url: string, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (response.status >= 400)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : await response.json();
  };
  await post('/craft/game/start', {
    items: [
      { name: 'Fire', allocate: 4 },
      { name: 'Water', allocate: 4 },
    ],
  });
  await post('/craft/game/items/craft', { itemOneId: 'fire', itemTwoId: 'water' });
  await post('/craft/game/items/craft', { itemOneId: 'water', itemTwoId: 'steam' });
  await post('/craft/game/items/craft', { itemOneId: 'fire', itemTwoId: 'water' });
  await post('/craft/game/items/craft', { itemOneId: 'fire', itemTwoId: 'steam' });
  for (const itemId of ['steam', 'mist', 'heat-haze'])
    await post('/items/buy', { itemId, amount: 1 });
  const card = (await post('/lab/craft', { items: ['steam', 'mist', 'heat-haze'] })) as BattleCard;
  return card.id;
}

export interface DuelLoadResult {
  duels: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function duelStartLoad(
  url: string,
  fighters: Array<{ token: string; cardId: string }>,
  seconds: number,
): Promise<DuelLoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    fighters.map(async ({ token, cardId }) => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      while (Date.now() < deadline) {
        await (await fetch(`${url}/api/arena/duel`, { headers })).arrayBuffer();
        const t0 = performance.now();
        const response = await fetch(`${url}/api/arena/duel/start`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ cardIds: [cardId] }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status !== 200) errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies.length === 0
      ? 0
      : Math.round(
          latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 10,
        ) / 10;
  return {
    duels: latencies.length,
    perSecond: Math.round(latencies.length / ((performance.now() - started) / 1000)),
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

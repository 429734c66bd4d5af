/**
 * The market scenario: traders who reached the market's level the way a player does
 * (duels, with the bench server's cooldown of 0) keep their cards listed at 1 dust and race
 * each other to buy random listings. Every purchase is contested, so most attempts lose
 * with the expected 409; what counts is purchases per second, the purchase call's latency,
 * and that nothing else goes wrong.
 */
import { randomUUID } from 'node:crypto';
import { MARKET_ACCESS_LEVEL } from '@alchemy/game-rules';
import type { BattleCard, MarketListingsPage, Profile } from '@alchemy/contracts';
import { percentile, round1 } from '../lib/stats';

export interface Trader {
  token: string;
  id: string;
}

export interface MarketLoadResult {
  purchases: number;
  perSecond: number;
  /** Lost races: "This card is no longer for sale." */
  conflicts: number;
  /** A buyer out of dust (each purchase burns the 1-dust fee). */
  short: number;
  p50: number;
  p99: number;
  errors: number;
}

function client(url: string, token: string) {
  return async (method: string, path: string, body?: unknown, extra: object = {}) => {
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}

/** Fights duels with the card until the market opens (level 3); returns the player id. */
export async function becomeTrader(url: string, token: string, cardId: string): Promise<Trader> {
  const api = client(url, token);
  for (let fights = 0; ; fights += 1) {
    const profile = (await api('GET', '/profile')).body as Profile;
    if (profile.level >= MARKET_ACCESS_LEVEL) return { token, id: profile.id };
    if (fights > 500) throw new Error('500 duels and still below the market level');
    await api('GET', '/arena/duel');
    const started = await api('POST', '/arena/duel/start', { cardIds: [cardId] });
    if (started.status !== 200) throw new Error(`duel start: ${started.status}`);
  }
}

function isShortOfDust(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === 'NOT_ENOUGH_MAGIC_DUST'
  );
}

export async function marketLoad(
  url: string,
  traders: Trader[],
  seconds: number,
): Promise<MarketLoadResult> {
  const latencies: number[] = [];
  let purchases = 0;
  let conflicts = 0;
  let short = 0;
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    traders.map(async (trader) => {
      const api = client(url, trader.token);
      while (Date.now() < deadline) {
        // Keep every card this trader owns on the market.
        const cards = (await api('GET', '/lab/cards')).body as BattleCard[];
        for (const card of cards.filter((entry) => !entry.isListed)) {
          const listed = await api('POST', '/market/listings', {
            cardId: card.id,
            price: 1,
            currency: 'magicDust',
          });
          if (listed.status !== 201) errors += 1;
        }
        const page = (await api('GET', '/market/listings?limit=100')).body as MarketListingsPage;
        const others = page.data.filter((listing) => listing.seller.id !== trader.id);
        const target = others[Math.floor(Math.random() * others.length)];
        if (!target) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        const t0 = performance.now();
        const bought = await api('POST', `/market/listings/${target.id}/purchase`, undefined, {
          'idempotency-key': randomUUID(),
        });
        latencies.push(performance.now() - t0);
        if (bought.status === 200) purchases += 1;
        else if (bought.status === 409) conflicts += 1;
        else if (isShortOfDust(bought.body)) short += 1;
        else errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    purchases,
    perSecond: Math.round(purchases / ((performance.now() - started) / 1000)),
    conflicts,
    short,
    p50: round1(percentile(latencies, 0.5)),
    p99: round1(percentile(latencies, 0.99)),
    errors,
  };
}

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { offerCycles } from '@alchemy/game-rules';
import { loadExchangeOffers } from './load-exchange-offers';
import { tempDir } from '../test/temp-dir';

/** A content folder holding only this exchange-offers.json. */
function contentWith(offers: unknown): URL {
  const dir = tempDir('aa-offers-');
  writeFileSync(join(dir, 'exchange-offers.json'), JSON.stringify(offers));
  return pathToFileURL(`${dir}/`);
}

const offer = (id: string, pay: [string, number], get: [string, number]) => ({
  id,
  title: '',
  priceCurrency: pay[0],
  priceAmount: pay[1],
  currencyToSell: get[0],
  amountToSell: get[1],
  dailyLimit: null,
});

describe('the shipped exchange offers (apps/server/content/exchange-offers.json)', () => {
  it('hold at least the four offers of the rules', () => {
    const offers = loadExchangeOffers();
    const trades = offers.map(
      (entry) =>
        `${entry.amountToSell} ${entry.currencyToSell} for ${entry.priceAmount} ${entry.priceCurrency}`,
    );
    expect(trades).toEqual(
      expect.arrayContaining([
        '10 diamonds for 2000 credits',
        '500 magicDust for 1000 credits',
        '10 diamonds for 2500 magicDust',
        '1500 credits for 10 diamonds',
      ]),
    );
  });

  it('lose value around every cycle: no chain of purchases ends with more', () => {
    const cycles = offerCycles(loadExchangeOffers());
    expect(cycles.length).toBeGreaterThan(0);
    for (const cycle of cycles) {
      expect(cycle.received < cycle.paid, cycle.offers.map((entry) => entry.id).join(' -> ')).toBe(
        true,
      );
    }
  });
});

describe('loading exchange offers', () => {
  it('refuses a set with a cycle that gains, naming its offers', () => {
    const dir = contentWith([
      offer('buy-diamonds', ['credits', 1000], ['diamonds', 10]),
      offer('sell-diamonds', ['diamonds', 10], ['credits', 1001]),
    ]);
    expect(() => loadExchangeOffers(dir)).toThrow(
      'the offers buy-diamonds -> sell-diamonds form a cycle that does not lose value',
    );
  });

  it.each([
    ['a trade of a currency for itself', [offer('same', ['credits', 10], ['credits', 5])]],
    ['a zero amount', [offer('zero', ['credits', 0], ['diamonds', 5])]],
    ['an unknown currency', [offer('gold', ['gold', 10], ['diamonds', 5])]],
    ['an id that is no slug', [offer('Free Gold', ['credits', 10], ['diamonds', 5])]],
    [
      'two offers with one id',
      [
        offer('twice', ['credits', 10], ['diamonds', 1]),
        offer('twice', ['credits', 20], ['diamonds', 1]),
      ],
    ],
  ])('refuses %s', (_case, offers) => {
    expect(() => loadExchangeOffers(contentWith(offers))).toThrow(/exchange-offers\.json/);
  });
});

import type { PriceHistory } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import {
  agoText,
  cardKindQuery,
  chartAltText,
  historySummaryText,
  kindText,
  recentSaleText,
  sellHintText,
  verdictOf,
} from './price-memory';
import { card } from './test-fixtures';

const kind = { class: 'Mage', quality: 'superior', band: { min: 10, max: 14 } } as const;

function history(overrides: Partial<PriceHistory> = {}): PriceHistory {
  return {
    kind,
    median: 1200,
    count: 4,
    days: 30,
    resolution: 'hour',
    points: [
      { at: '2026-11-26T10:00:00.000Z', median: 1000, count: 1 },
      { at: '2026-11-26T12:00:00.000Z', median: 1500, count: 3 },
    ],
    ...overrides,
  };
}

describe('a kind in words', () => {
  it('names quality, class and band', () => {
    expect(kindText(kind)).toBe('Superior Mage cards, levels 10-14');
    expect(kindText({ ...kind, quality: 'poor', band: { min: 50, max: null } })).toBe(
      'Poor Mage cards, levels 50+',
    );
  });

  it('is asked by the card’s class, quality and level', () => {
    expect(cardKindQuery(card({ level: 7, quality: 'superior' }))).toEqual({
      class: 'Elemental',
      quality: 'superior',
      level: 7,
    });
  });
});

describe('the listing’s line', () => {
  it('gives the median and the count of sales', () => {
    expect(historySummaryText(history())).toBe('Median 1,200 · 4 sales');
    expect(historySummaryText(history({ median: 80, count: 1 }))).toBe('Median 80 · 1 sale');
  });
  it('says when none sold', () => {
    expect(historySummaryText(history({ median: null, count: 0 }))).toBe('No sales in 30 days');
  });
});

describe('bargains and steep prices', () => {
  it('says how far under or over the median, in words', () => {
    expect(verdictOf(600, history({ median: 1000, count: 5 }))).toEqual({
      verdict: 'bargain',
      text: 'Bargain: 40% under the median',
    });
    expect(verdictOf(1500, history({ median: 1000, count: 5 }))).toEqual({
      verdict: 'steep',
      text: 'Steep: 50% over the median',
    });
  });
  it('says nothing of a fair price, too few sales or none', () => {
    expect(verdictOf(1100, history({ median: 1000, count: 5 }))).toBeNull();
    expect(verdictOf(10, history({ median: 1000, count: 2 }))).toBeNull();
    expect(verdictOf(10, history({ median: null, count: 0 }))).toBeNull();
    expect(verdictOf(10, undefined)).toBeNull();
  });
});

describe('the sell dialog’s hint', () => {
  it('names the kind, the median and the count', () => {
    expect(sellHintText(history())).toBe(
      'Superior Mage cards, levels 10-14 sold for a median of 1,200 dust (4 sales in the last 30 days)',
    );
  });
  it('says when none of the kind sold', () => {
    expect(sellHintText(history({ median: null, count: 0, points: [] }))).toBe(
      'No Superior Mage cards, levels 10-14 sold in the last 30 days.',
    );
  });
});

describe('the graph’s text alternative', () => {
  it('reads the step, the range and the latest median', () => {
    expect(chartAltText(history())).toBe(
      'Median price by hour over the last 48 hours: 2 hours with sales, from 1,000 to 1,500 dust, latest 1,500 dust.',
    );
    expect(
      chartAltText(
        history({
          resolution: 'day',
          points: [{ at: '2026-11-20T00:00:00.000Z', median: 700, count: 2 }],
        }),
      ),
    ).toBe(
      'Median price by day over the last 30 days: 1 day with sales, 700 dust, latest 700 dust.',
    );
    expect(chartAltText(history({ points: [] }))).toBe('No sales to draw yet.');
  });
});

describe('recent sales', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z');
  it.each([
    [now - 20_000, 'just now'],
    [now - 5 * 60_000, '5 min ago'],
    [now - 3 * 3_600_000, '3 h ago'],
    [now - 50 * 3_600_000, '2 d ago'],
  ])('%i reads %s', (then, text) => {
    expect(agoText(then, now)).toBe(text);
  });

  it('name the card and its level', () => {
    expect(
      recentSaleText(
        { price: 900, level: 12, name: 'Ember Sage', soldAt: '2026-11-26T11:00:00.000Z' },
        now,
      ),
    ).toEqual({ what: 'Ember Sage · level 12', when: '1 h ago' });
    expect(
      recentSaleText({ price: 9, level: 3, name: null, soldAt: '2026-11-26T12:00:00.000Z' }, now)
        .what,
    ).toBe('A card · level 3');
  });
});

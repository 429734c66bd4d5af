import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { median } from './market';
import {
  LEVEL_BANDS,
  cardKind,
  chartSeries,
  foldBefore,
  forgetBefore,
  historyCount,
  historyMedian,
  hourBucket,
  levelBand,
  levelBandText,
  priceVerdict,
  type PricePoint,
} from './market-history';

const HOUR = 3_600_000;

describe('level bands', () => {
  it.each([
    [1, 1],
    [4, 1],
    [5, 5],
    [9, 5],
    [10, 10],
    [19, 15],
    [20, 20],
    [29, 20],
    [49, 40],
    [50, 50],
    [999, 50],
    [0, 1],
  ])('level %i is in the band from %i', (level, band) => {
    expect(levelBand(level).min).toBe(band);
  });

  it('cover every level once, without gaps', () => {
    for (let i = 1; i < LEVEL_BANDS.length; i += 1) {
      expect(LEVEL_BANDS[i]?.min).toBe((LEVEL_BANDS[i - 1]?.max ?? 0) + 1);
    }
    expect(LEVEL_BANDS[LEVEL_BANDS.length - 1]?.max).toBeNull();
  });

  it('read as words', () => {
    expect(levelBandText(levelBand(6))).toBe('levels 5-9');
    expect(levelBandText(levelBand(70))).toBe('levels 50+');
  });

  it('make a kind of class, quality and band', () => {
    expect(cardKind({ class: 'Beast', quality: 'poor', level: 7 })).toEqual({
      class: 'Beast',
      quality: 'poor',
      band: 5,
    });
  });
});

describe('historyMedian', () => {
  it('is null without sales', () => {
    expect(historyMedian([])).toBeNull();
    expect(historyMedian([{ count: 0, median: 5 }])).toBeNull();
  });

  it.each([
    [[{ count: 1, median: 100 }], 100],
    [
      [
        { count: 1, median: 100 },
        { count: 1, median: 200 },
      ],
      150,
    ],
    [
      [
        { count: 3, median: 100 },
        { count: 1, median: 900 },
      ],
      100,
    ],
    [
      [
        { count: 2, median: 100 },
        { count: 2, median: 301 },
      ],
      201,
    ],
    [
      [
        { count: 1, median: 50 },
        { count: 5, median: 400 },
        { count: 1, median: 90 },
      ],
      400,
    ],
  ])('of %j is %i', (points, expected) => {
    expect(historyMedian(points)).toBe(expected);
  });

  it('equals the plain median when each point holds one sale', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1 }), (prices) => {
        const points = prices.map((price) => ({ count: 1, median: price }));
        expect(historyMedian(points)).toBe(Math.round(median(prices) ?? 0));
        expect(historyCount(points)).toBe(prices.length);
      }),
    );
  });

  it('lies between the lowest and highest point median', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            count: fc.integer({ min: 1, max: 9 }),
            median: fc.integer({ min: 1, max: 1e6 }),
          }),
          { minLength: 1 },
        ),
        (points) => {
          const value = historyMedian(points) ?? 0;
          const medians = points.map((p) => p.median);
          expect(value).toBeGreaterThanOrEqual(Math.min(...medians));
          expect(value).toBeLessThanOrEqual(Math.max(...medians));
        },
      ),
    );
  });
});

describe('priceVerdict', () => {
  const known = { median: 1000, count: 5 };
  it.each([
    [750, 'bargain'],
    [751, 'fair'],
    [1000, 'fair'],
    [1349, 'fair'],
    [1350, 'steep'],
    [1, 'bargain'],
  ] as const)('%i against a median of 1000 is %s', (price, verdict) => {
    expect(priceVerdict(price, known)).toBe(verdict);
  });

  it('says nothing on fewer than three sales or none', () => {
    expect(priceVerdict(10, { median: 1000, count: 2 })).toBe('unknown');
    expect(priceVerdict(10, { median: null, count: 0 })).toBe('unknown');
  });
});

describe('buckets and housekeeping', () => {
  const now = Date.UTC(2026, 10, 26, 13, 45);
  it('count a sale in its UTC hour', () => {
    expect(hourBucket(now)).toBe(Date.UTC(2026, 10, 26, 13));
  });
  it('fold whole days older than seven, forget those older than thirty', () => {
    expect(foldBefore(now)).toBe(Date.UTC(2026, 10, 19));
    expect(forgetBefore(now)).toBe(Date.UTC(2026, 9, 27));
  });
});

describe('chartSeries', () => {
  const now = Date.UTC(2026, 10, 26, 13, 45);
  const hour = (hoursAgo: number, median: number, count = 1): PricePoint => ({
    at: hourBucket(now) - hoursAgo * HOUR,
    resolution: 'hour',
    count,
    min: median,
    max: median,
    median,
  });

  it('draws hours while all sales are from the last 48 hours', () => {
    const series = chartSeries([hour(2, 300), hour(0, 100), hour(47, 200)], now);
    expect(series.resolution).toBe('hour');
    expect(series.points.map((p) => p.median)).toEqual([200, 300, 100]);
  });

  it('draws days, each the weighted median of its hours, once older sales are in', () => {
    const older: PricePoint = { ...hour(0, 500), at: Date.UTC(2026, 10, 10), resolution: 'day' };
    const series = chartSeries([hour(0, 100, 3), hour(1, 400), older], now);
    expect(series).toEqual({
      resolution: 'day',
      points: [
        { at: Date.UTC(2026, 10, 10), median: 500, count: 1 },
        { at: Date.UTC(2026, 10, 26), median: 100, count: 4 },
      ],
    });
  });

  it('is empty without sales', () => {
    expect(chartSeries([], now)).toEqual({ resolution: 'hour', points: [] });
  });
});

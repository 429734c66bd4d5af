import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { MarketListing, PriceHistory, RecentSales } from '@alchemy/contracts';
import type { CardClass, CardQuality } from '@alchemy/game-rules';
import { battleCard, marketPriceRollup } from '../../db/schema';
import { craftCard } from '../../test/cards';
import { trader, type Trader } from '../../test/market';
import { apiCall, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { cleanExpiredRows } from '../../services/housekeeping-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Kind {
  class: CardClass;
  quality: CardQuality;
  level: number;
}

/** A seller's card made to be of `kind`, listed at `price`. */
async function listedOfKind(kind: Kind, price: number): Promise<MarketListing> {
  const seller = await trader(t);
  const card = await craftCard(t, seller);
  await t.database.db
    .update(battleCard)
    .set({ characterType: kind.class, quality: kind.quality, level: kind.level })
    .where(eq(battleCard.id, card.id));
  const response = await apiCall(t.app, seller.token, 'POST', '/market/listings', {
    cardId: card.id,
    price,
    currency: 'magicDust',
  });
  expect(response.statusCode).toBe(201);
  return response.json<MarketListing>();
}

const buy = (who: Trader, listing: MarketListing) =>
  t.app.inject({
    method: 'POST',
    url: `/api/market/listings/${listing.id}/purchase`,
    headers: bearer(who.token),
  });

const query = (kind: Kind) => `class=${kind.class}&quality=${kind.quality}&level=${kind.level}`;
const history = async (who: Trader, kind: Kind) =>
  (
    await apiCall(t.app, who.token, 'GET', `/market/price-history?${query(kind)}`)
  ).json<PriceHistory>();
const recent = async (who: Trader, kind: Kind) =>
  (
    await apiCall(t.app, who.token, 'GET', `/market/recent-sales?${query(kind)}`)
  ).json<RecentSales>();

describe('a kind’s price history', () => {
  it('counts each sale of the kind (class, quality, level band) in its hour', async () => {
    const buyer = await trader(t, 10_000);
    for (const [level, price] of [
      [12, 100],
      [10, 300],
      [14, 200],
    ] as const) {
      const listing = await listedOfKind({ class: 'Mage', quality: 'superior', level }, price);
      expect((await buy(buyer, listing)).statusCode).toBe(200);
    }
    const seen = await history(buyer, { class: 'Mage', quality: 'superior', level: 11 });
    expect(seen).toMatchObject({
      kind: { class: 'Mage', quality: 'superior', band: { min: 10, max: 14 } },
      median: 200,
      count: 3,
      days: 30,
      resolution: 'hour',
    });
    expect(seen.points).toHaveLength(1);
    expect(seen.points[0]).toMatchObject({ median: 200, count: 3 });
    expect(Date.parse(seen.points[0]!.at) % 3_600_000).toBe(0);

    const sales = await recent(buyer, { class: 'Mage', quality: 'superior', level: 13 });
    expect(sales.sales.map((sale) => [sale.price, sale.level])).toEqual([
      [200, 14],
      [300, 10],
      [100, 12],
    ]);
    expect(sales.sales.every((sale) => typeof sale.name === 'string')).toBe(true);
  });

  it('keeps kinds apart: another band or quality has no history (empty, not an error)', async () => {
    const viewer = await trader(t);
    for (const kind of [
      { class: 'Mage', quality: 'superior', level: 15 },
      { class: 'Mage', quality: 'normal', level: 12 },
      { class: 'Beast', quality: 'superior', level: 12 },
    ] as const) {
      expect(await history(viewer, kind)).toMatchObject({
        median: null,
        count: 0,
        points: [],
      });
      expect((await recent(viewer, kind)).sales).toEqual([]);
    }
  });

  it('counts every one of racing purchases of one kind once', async () => {
    const kind = { class: 'Warrior', quality: 'poor', level: 6 } as const;
    const listings = await Promise.all([500, 700, 600, 900].map((p) => listedOfKind(kind, p)));
    const buyers = await Promise.all(listings.map(() => trader(t, 5_000)));
    const answers = await Promise.all(listings.map((listing, i) => buy(buyers[i]!, listing)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await history(buyers[0]!, kind)).toMatchObject({ median: 650, count: 4 });
    const [row] = await t.database.db
      .select()
      .from(marketPriceRollup)
      .where(eq(marketPriceRollup.band, 5));
    expect(row).toMatchObject({ count: 4, min: 500, max: 900, median: 650 });
    expect([...(row?.prices ?? [])].sort()).toEqual([500, 600, 700, 900]);
  });

  it.each([
    '',
    'class=Mage&quality=superior',
    'class=Dragon&quality=poor&level=3',
    'class=Mage&quality=shiny&level=3',
    'class=Mage&quality=poor&level=0',
    'class=Mage&quality=poor&level=1001',
    'class=Mage&quality=poor&level=two',
    'class=Mage&quality=poor&level=3&x=1',
  ])('refuses %j with 400 on both calls', async (bad) => {
    const viewer = await trader(t);
    for (const path of ['/market/price-history', '/market/recent-sales']) {
      const response = await apiCall(t.app, viewer.token, 'GET', `${path}?${bad}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toHaveProperty('code');
    }
  });

  it('reads a kind in one range scan of the rollup’s key', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const answer: unknown = await tx.execute(sql`explain
        select bucket, resolution, count, min, max, median from market_price_rollup
        where card_class = 'Mage' and card_quality = 'superior' and band = 10
          and bucket >= now() - interval '30 days' order by bucket`);
      return JSON.stringify(answer);
    });
    console.log(plan);
    void (() => {});
    expect(plan).toMatch(/Index (Only )?Scan using market_price_rollup_pk/);
    expect(plan).toMatch(/Index Cond: .*card_class.*card_quality.*band.*bucket >=/);
  });
});

describe('housekeeping folds the memory', () => {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  // Today, so the other tests' sales of this hour stay as they are.
  const now = Date.now();
  const at = (ms: number) => new Date(ms);

  it('folds whole days of old hours into one exact day, forgets days past 30', async () => {
    const day = Math.floor((now - 10 * DAY) / DAY) * DAY;
    const base = { cardClass: 'Rogue', cardQuality: 'normal', band: 20 } as const;
    await t.database.db.insert(marketPriceRollup).values([
      {
        ...base,
        bucket: at(day + 3 * HOUR),
        resolution: 'hour',
        count: 2,
        min: 10,
        max: 30,
        median: 20,
        prices: [10, 30],
      },
      {
        ...base,
        bucket: at(day + 9 * HOUR),
        resolution: 'hour',
        count: 3,
        min: 40,
        max: 90,
        median: 50,
        prices: [40, 50, 90],
      },
      // Within the week: stays an hour.
      {
        ...base,
        bucket: at(now - 2 * HOUR),
        resolution: 'hour',
        count: 1,
        min: 70,
        max: 70,
        median: 70,
        prices: [70],
      },
      // Older than 30 days: forgotten.
      {
        ...base,
        bucket: at(day - 30 * DAY),
        resolution: 'day',
        count: 1,
        min: 5,
        max: 5,
        median: 5,
        prices: null,
      },
    ]);
    const result = await cleanExpiredRows({ db: t.database.db }, now);
    expect(result).toMatchObject({ ran: true, hoursFolded: 2, daysForgotten: 1 });
    const rows = await t.database.db
      .select()
      .from(marketPriceRollup)
      .where(eq(marketPriceRollup.band, 20))
      .orderBy(marketPriceRollup.bucket);
    expect(
      rows.map((r) => [
        r.resolution,
        r.bucket.getTime(),
        r.count,
        r.min,
        r.max,
        r.median,
        r.prices,
      ]),
    ).toEqual([
      ['day', day, 5, 10, 90, 40, null],
      ['hour', now - 2 * HOUR, 1, 70, 70, 70, [70]],
    ]);
    // Folding again changes nothing.
    expect(await cleanExpiredRows({ db: t.database.db }, now)).toMatchObject({
      hoursFolded: 0,
      daysForgotten: 0,
    });
  });
});

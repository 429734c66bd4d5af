/**
 * The large world of `npm run bench:world`, written straight into the tables with
 * set-based SQL (one statement or a few per table), as a restore would: at scale 1 a
 * million players and their auth users and sessions, ten million ledger rows, five million
 * battle cards and a hundred thousand active market listings, with sold and cancelled ones
 * beside them. The players are seed-players.ts's (the leaderboard bench's). Activity is
 * skewed: players are ranked by level, and each ledger row and card draws its owner with
 * the square of a uniform number, so the highest-level players hold the most of both.
 */
import pg from 'pg';
import { checkpointAndSettle } from '../lib/settle-writes';
import { cardTemplates, TEMPLATES_PER_LEVEL } from './card-templates';
import { seedPlayers } from './seed-players';

export interface WorldSize {
  players: number;
  ledgerRows: number;
  cards: number;
  activeListings: number;
}

/** The world (1M players, 10M ledger rows, 5M cards, 100k listings) times `scale`. */
export function worldSize(scale: number): WorldSize {
  const at = (count: number) => Math.max(10, Math.round(count * scale));
  return {
    players: at(1_000_000),
    ledgerRows: at(10_000_000),
    cards: at(5_000_000),
    activeListings: at(100_000),
  };
}

/** The tables the seed writes: vacuumed and analysed after it. */
export const SEEDED_TABLES = [
  'player',
  '"user"',
  'session',
  'ledger',
  'battle_card',
  'market_listing',
  'leaderboard_level',
  'leaderboard_score',
  'leaderboard_day',
];

/** Seeded players numbered by rank (1 = highest level): who owns what the seed draws. */
const RANKED_PLAYERS = `
  CREATE TEMP TABLE world_player AS
  SELECT row_number() OVER (ORDER BY level DESC, experience DESC)::int AS n, id, level, created_at
  FROM player WHERE auth_user_id LIKE 'bench-%'`;

/** One session a user, as after each one signed in once. */
const SESSIONS = `
  INSERT INTO session (id, expires_at, token, ip_address, user_agent, user_id, created_at,
                       updated_at)
  SELECT 'bench-session-' || n, now() + random() * interval '7 days', md5('bench-token-' || n),
         '203.0.113.' || (n % 250), 'Mozilla/5.0 (bench)', 'bench-' || n,
         now() - random() * interval '7 days', now()
  FROM generate_series(1, $1) AS n`;

/**
 * What a ledger row may be (game-rules' ledger-reasons.ts): its kind, currency, and the
 * range of its delta, which is negative for what a player pays.
 */
const LEDGER_KINDS = `
  CREATE TEMP TABLE ledger_kind (k int PRIMARY KEY, kind text, currency text, low int, high int);
  INSERT INTO ledger_kind VALUES
    (1, 'duel-won', 'credits', 10, 60), (2, 'duel-won', 'magicDust', 1, 10),
    (3, 'duel-lost', 'credits', 1, 15), (4, 'discovery', 'credits', 5, 50),
    (5, 'failed-craft', 'magicDust', 1, 1), (6, 'buy', 'credits', -200, -10),
    (7, 'hint', 'credits', -50, -10), (8, 'level-up', 'diamonds', 1, 5),
    (9, 'daily-goal', 'credits', 20, 100), (10, 'market-buy', 'magicDust', -500, -5),
    (11, 'market-sale', 'magicDust', 5, 475), (12, 'market-fee', 'magicDust', -25, -1),
    (13, 'exchange', 'magicDust', 500, 500), (14, 'exchange', 'credits', -1000, -1000),
    (15, 'improve-to-normal', 'magicDust', -100, -20)`;

/**
 * Each player's three starting balances, then `$2` more rows over the players ($1 of
 * them, $3 kinds). Each row's balance_after follows the deltas of its player and currency
 * in time (a running sum), lifted by the lowest point of that sum when it dips below zero:
 * consecutive rows differ by their delta and none is negative (ledger_balance_non_negative).
 */
const LEDGER = `
  INSERT INTO ledger (player_id, currency, delta, balance_after, reason, request_id, created_at)
  SELECT player_id, currency, delta,
         running - least(0, min(running) OVER (PARTITION BY player_id, currency)),
         reason, request_id, created_at
  FROM (
    SELECT e.*, sum(delta) OVER (PARTITION BY player_id, currency ORDER BY created_at, seq)
             AS running
    FROM (
      SELECT p.id AS player_id, s.currency, s.amount AS delta, 'starting-balance' AS reason,
             NULL::text AS request_id, p.created_at, 0::bigint AS seq
      FROM world_player p
      CROSS JOIN (VALUES ('credits', 1000), ('diamonds', 20), ('magicDust', 50))
        AS s (currency, amount)
      UNION ALL
      SELECT p.id, k.currency, k.low + floor(random() * (k.high - k.low + 1))::int,
             k.kind || ':' || r.g, md5(r.g::text), p.created_at + random() * (now() - p.created_at),
             r.g
      FROM (
        -- One draw per row, in a subquery over the series (see seed-players.ts).
        SELECT g, 1 + floor(power(random(), 2) * $1)::int AS n,
               1 + floor(random() * $3)::int AS k
        FROM generate_series(1, $2) AS g
      ) AS r
      JOIN world_player p ON p.n = r.n
      JOIN ledger_kind k ON k.k = r.k
    ) AS e
  ) AS r`;

const TEMPLATES = `
  CREATE TEMP TABLE card_template AS
  SELECT * FROM json_to_recordset($1::json) AS t (
    level int, variant int, name text, character_type text, description text, synergy text,
    skill text, quality text, base_attack int, base_defense int, base_health int,
    base_speed int, skill_trigger_chance float8, seed bigint, source_items text[])`;

/**
 * $2 cards over the players ($1): each a template of its owner's level or below (mostly
 * near it: the owner's level less a share drawn squared), one in $4 listed ($3 variants).
 */
const CARDS = `
  INSERT INTO battle_card (player_id, name, character_type, description, synergy, skill,
                           quality, is_ascended, is_listed, level, base_attack, base_defense,
                           base_health, base_speed, skill_trigger_chance, seed, source_items,
                           created_at)
  SELECT p.id, t.name, t.character_type, t.description, t.synergy, t.skill, t.quality,
         t.quality = 'superior' AND r.ascend < 0.2, r.g % $4 = 0, t.level, t.base_attack,
         t.base_defense, t.base_health, t.base_speed, t.skill_trigger_chance, t.seed,
         t.source_items, p.created_at + random() * (now() - p.created_at)
  FROM (
    SELECT g, 1 + floor(power(random(), 2) * $1)::int AS n, floor(random() * $3)::int AS variant,
           random() AS depth, random() AS ascend
    FROM generate_series(1, $2) AS g
  ) AS r
  JOIN world_player p ON p.n = r.n
  JOIN card_template t
    ON t.variant = r.variant AND t.level = greatest(1, p.level - floor(r.depth * r.depth * p.level)::int)`;

/** A listing's price: higher for a higher level and a better quality, give or take half. */
const PRICE = `least(1000000, greatest(1, round((10 + 2 * c.level * c.level)
  * CASE c.quality WHEN 'poor' THEN 0.5 WHEN 'normal' THEN 1 ELSE 1.5 END
  * (0.5 + random()))))::int`;

/** The listed cards' listings, put up over the past two weeks. */
const ACTIVE_LISTINGS = `
  INSERT INTO market_listing (card_id, seller_id, price, currency, status, card_class,
                              card_quality, card_level, created_at)
  SELECT c.id, c.player_id, ${PRICE}, 'magicDust', 'active', c.character_type, c.quality,
         c.level, greatest(c.created_at, now() - random() * interval '14 days')
  FROM battle_card c
  WHERE c.is_listed AND c.player_id IN (SELECT id FROM world_player)`;

/**
 * The market's past: of the seeded unlisted cards, 4% were bought (from a random seller;
 * the card is now the buyer's) and 1% listed and taken back, in the past half year. The
 * sold card is kept in the contract's shape, its stats the stored ones.
 */
const ENDED_LISTINGS = `
  INSERT INTO market_listing (card_id, seller_id, price, currency, status, card_class,
                              card_quality, card_level, buyer_id, fee, sold_card, created_at,
                              ended_at)
  SELECT c.id, CASE WHEN c.sold THEN s.id ELSE c.player_id END, c.price, 'magicDust',
         CASE WHEN c.sold THEN 'sold' ELSE 'cancelled' END, c.character_type, c.quality,
         c.level, CASE WHEN c.sold THEN c.player_id END,
         CASE WHEN c.sold THEN greatest(1, c.price * 5 / 100) END,
         CASE WHEN c.sold THEN jsonb_build_object(
           'id', c.id, 'level', c.level, 'quality', c.quality, 'isAscended', c.is_ascended,
           'isListed', false, 'attack', c.base_attack, 'defense', c.base_defense,
           'health', c.base_health, 'speed', c.base_speed,
           'skillTriggerChance', c.skill_trigger_chance, 'requiredLevel', 1,
           'card', jsonb_build_object('name', c.name, 'imageUrl', '',
             'characterType', c.character_type, 'description', c.description,
             'synergy', c.synergy, 'skill', c.skill)) END,
         c.listed_at, c.listed_at + random() * interval '3 days'
  FROM (
    SELECT c.*, ${PRICE} AS price, abs(hashtext(c.id::text)) % 100 < 4 AS sold,
           now() - interval '3 days' - random() * interval '180 days' AS listed_at,
           1 + floor(random() * $1)::int AS seller_n
    FROM battle_card c
    WHERE NOT c.is_listed AND abs(hashtext(c.id::text)) % 100 < 5
      AND c.player_id IN (SELECT id FROM world_player)
  ) AS c
  JOIN world_player s ON s.n = c.seller_n`;

/**
 * `count` listed cards of templates of level 1, each with its active listing, put up one
 * second apart before now, owned in turn by the players `$1`: the empty world's market
 * holds a full first page, as the large world's does.
 */
const FIRST_PAGE_CARDS = `
  INSERT INTO battle_card (player_id, name, character_type, description, synergy, skill,
                           quality, is_ascended, is_listed, level, base_attack, base_defense,
                           base_health, base_speed, skill_trigger_chance, seed, source_items,
                           created_at)
  SELECT ($1::uuid[])[1 + g % cardinality($1::uuid[])], t.name, t.character_type,
         t.description, t.synergy, t.skill, t.quality, false, true, t.level, t.base_attack,
         t.base_defense, t.base_health, t.base_speed, t.skill_trigger_chance, t.seed + g,
         t.source_items, now() - g * interval '1 second'
  FROM generate_series(1, $2) AS g
  JOIN card_template t ON t.level = 1 AND t.variant = g % $3`;

const FIRST_PAGE_LISTINGS = `
  INSERT INTO market_listing (card_id, seller_id, price, currency, status, card_class,
                              card_quality, card_level, created_at)
  SELECT c.id, c.player_id, ${PRICE}, 'magicDust', 'active', c.character_type, c.quality,
         c.level, c.created_at
  FROM battle_card c
  WHERE c.is_listed AND c.player_id = ANY($1::uuid[])
    AND NOT EXISTS (SELECT 1 FROM market_listing l WHERE l.card_id = c.id)`;

/**
 * Fills the empty world's market to one first page (`count` listings of `sellers`), so
 * that its first page and the large world's both list a full page: the page's time grows
 * with the listings it maps and sends, and the bench compares the world's size, not the
 * page's. Its own connection, so its temporary table is gone before the large world's seed.
 */
export async function fillFirstPage(
  url: string,
  sellers: readonly string[],
  count: number,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(TEMPLATES, [JSON.stringify(cardTemplates())]);
    await client.query(FIRST_PAGE_CARDS, [sellers, count, TEMPLATES_PER_LEVEL]);
    await client.query(FIRST_PAGE_LISTINGS, [sellers]);
    await client.query('ANALYZE battle_card, market_listing');
  } finally {
    await client.end();
  }
}

/** Writes the large world; `log` hears each step and how long it took. */
export async function seedWorld(
  client: pg.Client,
  size: WorldSize,
  log: (line: string) => void,
): Promise<void> {
  const step = async (what: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    log(`${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // The seed's own session: sorts in memory, and no wait for each commit's flush.
  await client.query("SET work_mem = '256MB'");
  await client.query("SET maintenance_work_mem = '256MB'");
  await client.query('SET synchronous_commit = off');
  const count = (n: number) => n.toLocaleString('en-US');
  await step(`${count(size.players)} players and their users`, () =>
    seedPlayers(client, size.players),
  );
  await step('their ranks', async () => {
    await client.query(RANKED_PLAYERS);
    await client.query('ALTER TABLE world_player ADD PRIMARY KEY (n)');
    await client.query('ANALYZE world_player');
  });
  await step(`${count(size.players)} sessions`, () => client.query(SESSIONS, [size.players]));
  const more = Math.max(0, size.ledgerRows - 3 * size.players);
  await step(`${count(3 * size.players + more)} ledger rows`, async () => {
    await client.query(LEDGER_KINDS);
    const kinds = await client.query<{ kinds: number }>(
      'SELECT count(*)::int AS kinds FROM ledger_kind',
    );
    await client.query(LEDGER, [size.players, more, kinds.rows[0]?.kinds ?? 0]);
  });
  const listEvery = Math.max(1, Math.floor(size.cards / size.activeListings));
  await step(`${count(size.cards)} battle cards`, async () => {
    await client.query(TEMPLATES, [JSON.stringify(cardTemplates())]);
    await client.query('ANALYZE card_template');
    await client.query(CARDS, [size.players, size.cards, TEMPLATES_PER_LEVEL, listEvery]);
  });
  await step(`${count(Math.floor(size.cards / listEvery))} active listings`, () =>
    client.query(ACTIVE_LISTINGS),
  );
  await step('sold and cancelled listings', () => client.query(ENDED_LISTINGS, [size.players]));
  // As after a restore: vacuumed and analysed, so no autovacuum runs during the timing,
  // and the dirty pages written out now rather than in the middle of it.
  await step('VACUUM ANALYZE', () => client.query(`VACUUM ANALYZE ${SEEDED_TABLES.join(', ')}`));
  await step('checkpoint and sync', () => checkpointAndSettle(client));
}

/**
 * The bank's books after a soak, read straight from the store: nothing negative, every
 * balance equal to its ledger, money minted and burned only by known reasons and moved
 * between players without loss, every card with exactly one owner and every listing
 * consistent with its card, and every acknowledged write present.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../apps/server/src/db/database';
import { moneyFlowOf } from '@alchemy/game-rules';
import type { Acknowledged } from './acknowledged';

async function rows<T>(db: Db, query: SQL, schema: z.ZodType<T>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return z.object({ rows: z.array(schema) }).parse(result).rows;
}

const Count = z.object({ n: z.coerce.number() });

async function count(db: Db, query: SQL): Promise<number> {
  return (await rows(db, query, Count))[0]?.n ?? 0;
}

export interface BookReport {
  violations: string[];
  /** Per currency: reason kind -> sum of deltas. */
  flows: Record<string, Record<string, number>>;
  ledgerRows: number;
}

export async function checkBooks(db: Db, acks: Acknowledged): Promise<BookReport> {
  const violations: string[] = [];
  const fail = (what: string, n: number) => {
    if (n > 0) violations.push(`${what}: ${n}`);
  };

  fail(
    'players with a negative balance',
    await count(
      db,
      sql`select count(*) as n from player where credits < 0 or diamonds < 0 or magic_dust < 0`,
    ),
  );
  fail(
    // A spent stack stays as a row of 0 (the lab lists only stacks above 0).
    'lab stacks below zero',
    await count(db, sql`select count(*) as n from lab_item where quantity < 0`),
  );
  fail(
    'run items below zero',
    await count(db, sql`select count(*) as n from run_item where quantity < 0`),
  );

  fail(
    'balances that differ from their ledger',
    await count(
      db,
      sql`with sums as (
            select player_id,
                   coalesce(sum(delta) filter (where currency = 'credits'), 0) as credits,
                   coalesce(sum(delta) filter (where currency = 'diamonds'), 0) as diamonds,
                   coalesce(sum(delta) filter (where currency = 'magicDust'), 0) as dust
            from ledger group by player_id)
          select count(*) as n from player p left join sums s on s.player_id = p.id
          where p.credits <> coalesce(s.credits, 0) or p.diamonds <> coalesce(s.diamonds, 0)
             or p.magic_dust <> coalesce(s.dust, 0)`,
    ),
  );

  // Minted minus burned, by reason, is what the players hold.
  const flowRows = await rows(
    db,
    sql`select currency, split_part(reason, ':', 1) as kind, sum(delta) as total
        from ledger group by 1, 2 order by 1, 2`,
    z.object({ currency: z.string(), kind: z.string(), total: z.coerce.number() }),
  );
  const flows: Record<string, Record<string, number>> = {};
  for (const row of flowRows) {
    (flows[row.currency] ??= {})[row.kind] = row.total;
    // How each reason moves money is a rule (game-rules' LEDGER_REASONS), not a list here.
    const flow = moneyFlowOf(row.kind);
    if (!flow) violations.push(`ledger reason of no known kind: ${row.kind}`);
    if (flow === 'minted' && row.total < 0) violations.push(`${row.kind} burned ${row.currency}`);
    if (flow === 'burned' && row.total > 0) violations.push(`${row.kind} minted ${row.currency}`);
  }
  const held = await rows(
    db,
    sql`select coalesce(sum(credits), 0) as credits, coalesce(sum(diamonds), 0) as diamonds,
               coalesce(sum(magic_dust), 0) as dust from player`,
    z.object({ credits: z.coerce.number(), diamonds: z.coerce.number(), dust: z.coerce.number() }),
  );
  const totals = held[0];
  for (const [currency, total] of [
    ['credits', totals?.credits ?? 0],
    ['diamonds', totals?.diamonds ?? 0],
    ['magicDust', totals?.dust ?? 0],
  ] as const) {
    const booked = Object.values(flows[currency] ?? {}).reduce((sum, value) => sum + value, 0);
    if (booked !== total)
      violations.push(`${currency}: players hold ${total}, the ledger says ${booked}`);
  }

  // A sale moves the price from buyer to seller exactly; the fee is the only loss.
  fail(
    'sales whose buyer and seller rows do not cancel out',
    await count(
      db,
      sql`select count(*) as n from (
            select split_part(reason, ':', 2) as listing, currency, sum(delta) as net
            from ledger where reason like 'market-buy:%' or reason like 'market-sale:%'
            group by 1, 2) t where net <> 0`,
    ),
  );
  fail(
    'sold listings without exactly one purchase on the ledger',
    await count(
      db,
      sql`select count(*) as n from market_listing l where l.status = 'sold' and
            (select count(*) from ledger where reason = 'market-buy:' || l.id::text) <> 1`,
    ),
  );

  // Cards: one owner each, and a listing for a listed card, and for it only.
  fail(
    'player cards without an owner',
    await count(
      db,
      sql`select count(*) as n from battle_card c where c.player_id is null and
            exists (select 1 from market_listing l where l.card_id = c.id)`,
    ),
  );
  fail(
    'cards with more than one active listing',
    await count(
      db,
      sql`select count(*) as n from (select card_id from market_listing where status = 'active'
            group by card_id having count(*) > 1) t`,
    ),
  );
  fail(
    'listed cards without an active listing by their owner, or the reverse',
    await count(
      db,
      sql`select count(*) as n from battle_card c where c.is_listed <> exists (
            select 1 from market_listing l
            where l.card_id = c.id and l.status = 'active' and l.seller_id = c.player_id)`,
    ),
  );

  // Every acknowledged write is there.
  const requestIds = [...acks.ledgerRequests.keys()];
  if (requestIds.length > 0) {
    const found = await rows(
      db,
      sql`select distinct request_id from ledger where request_id in (${sql.join(
        requestIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      z.object({ request_id: z.string() }),
    );
    fail('acknowledged payments missing from the ledger', requestIds.length - found.length);
  }
  const cards = acks.certainCards();
  if (cards.length > 0) {
    const owners = new Map(
      (
        await rows(
          db,
          sql`select id::text as id, player_id::text as owner from battle_card where id in (${sql.join(
            cards.map(([id]) => sql`${id}::uuid`),
            sql`, `,
          )})`,
          z.object({ id: z.string(), owner: z.string().nullable() }),
        )
      ).map((row) => [row.id, row.owner]),
    );
    const wrong = cards.filter(([id, owner]) =>
      owner === null ? owners.has(id) : owners.get(id) !== owner,
    );
    fail('cards not where the acknowledged answers left them', wrong.length);
  }
  if (acks.listings.size > 0) {
    const present = await count(
      db,
      sql`select count(*) as n from market_listing where id in (${sql.join(
        [...acks.listings].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    fail('acknowledged listings missing', acks.listings.size - present);
  }
  for (const [playerId, name] of acks.certainNames()) {
    const same = await count(
      db,
      sql`select count(*) as n from player where id = ${playerId}::uuid and name = ${name}`,
    );
    fail(`acknowledged name of ${playerId} missing`, 1 - same);
  }
  for (const pair of acks.friendships) {
    const [one, two] = pair.split('|');
    const there = await count(
      db,
      sql`select count(*) as n from friendship where player_a = ${one}::uuid and player_b = ${two}::uuid`,
    );
    fail(`acknowledged friendship ${pair} missing`, 1 - there);
  }

  const ledgerRows = await count(db, sql`select count(*) as n from ledger`);
  return { violations, flows, ledgerRows };
}

/**
 * How a query plan reaches its tables, read from EXPLAIN's text: one entry per scan or
 * write ('battle_card: Index Scan using battle_card_player_idx'), for `npm run bench:world`'s
 * summary, and whether any is a sequential scan of a table that grows with the world.
 */

export interface Access {
  table: string;
  /** 'Seq Scan', 'Index Scan using x', 'Index Only Scan using x', 'Bitmap Index Scan on x'... */
  path: string;
}

/**
 * Tables that grow with the players and their play (apps/server/src/db/*-schema.ts): a
 * sequential scan of one costs more as the world grows, however small it is today. The
 * others (the catalogue, the offers, the leaderboard's counts, a day's race) stay small.
 */
const GROWING_TABLES = new Set([
  'user',
  'session',
  'account',
  'verification',
  'player',
  'ledger',
  'battle_card',
  'market_listing',
  'idempotency_key',
  'exchange_purchase',
  'market_price_rollup',
  'duel',
  'rival_refresh',
  'crafting_run',
  'run_item',
  'discovery',
  'lab_item',
  'notification',
  'rate_limit',
  'player_progress',
  'daily_goal',
  'player_achievement',
  'collection_claim',
  'race_attempt',
  'race_streak',
  'season_rating',
  'season_reward',
  'friendship',
  'invitation',
  'invite_link',
]);

/** Past this many rows (the planner's estimate), any table counts as big. */
const BIG_TABLE_ROWS = 10_000;

const unquoted = (name: string) => name.replace(/^"|"$/g, '');

/** The scans and writes of a plan in EXPLAIN's text format, in plan order. */
export function accessesOf(plan: string): Access[] {
  const accesses: Access[] = [];
  let bitmapTable = '?';
  for (const line of plan.split('\n')) {
    const node = line.replace(/^\s*(->\s*)?/, '');
    const index = /^(Index Only Scan|Index Scan)( Backward)? using (\S+) on (\S+)/.exec(node);
    if (index) {
      const [, kind = '', backward = '', name = '', table = ''] = index;
      accesses.push({ table: unquoted(table), path: `${kind}${backward} using ${name}` });
      continue;
    }
    const heap = /^Bitmap Heap Scan on (\S+)/.exec(node);
    if (heap) {
      // Its Bitmap Index Scans follow, as its children: they read this table's indexes.
      bitmapTable = unquoted(heap[1] ?? '?');
      continue;
    }
    const bitmap = /^Bitmap Index Scan on (\S+)/.exec(node);
    if (bitmap) {
      accesses.push({ table: bitmapTable, path: `Bitmap Index Scan on ${bitmap[1] ?? '?'}` });
      continue;
    }
    const other = /^(Parallel Seq Scan|Seq Scan|Sample Scan|Tid Scan|Tid Range Scan) on (\S+)/.exec(
      node,
    );
    if (other) {
      accesses.push({ table: unquoted(other[2] ?? ''), path: other[1] ?? '' });
      continue;
    }
    const write = /^(Insert|Update|Delete) on (\S+)/.exec(node);
    if (write) accesses.push({ table: unquoted(write[2] ?? ''), path: write[1] ?? '' });
  }
  return accesses;
}

/** 'ledger: Insert; player: Index Scan using player_pkey', each access once. */
export function accessLine(accesses: readonly Access[]): string {
  const lines = [...new Set(accesses.map((access) => `${access.table}: ${access.path}`))];
  return lines.length > 0 ? lines.join('; ') : 'no table';
}

const seqScanned = (accesses: readonly Access[]) => [
  ...new Set(accesses.filter((access) => access.path.includes('Seq Scan')).map((a) => a.table)),
];

/** The tables read by a sequential scan that hold BIG_TABLE_ROWS or more already. */
export function bigSeqScans(
  accesses: readonly Access[],
  rowsOf: (table: string) => number,
): string[] {
  return seqScanned(accesses).filter((table) => rowsOf(table) >= BIG_TABLE_ROWS);
}

/**
 * The tables read by a sequential scan that are small here but grow with the world (most
 * are not seeded: the bench's own players made their rows), where the planner rightly
 * reads a few pages whole: their plan at full size is not shown, so they are worth a look.
 */
export function smallGrowingSeqScans(
  accesses: readonly Access[],
  rowsOf: (table: string) => number,
): string[] {
  return seqScanned(accesses).filter(
    (table) => GROWING_TABLES.has(table) && rowsOf(table) < BIG_TABLE_ROWS,
  );
}

const SCAN_NODE = /(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan) (on|using|Backward)/;

/**
 * The most rows a scan of the plan is estimated to return (per loop): how much of a table
 * a statement reads, which an index scan does not bound (a range of a big table). Under a
 * Limit it may read fewer: EXPLAIN ANALYZE tells (rowsRead).
 */
export function largestScanEstimate(plan: string): number {
  let largest = 0;
  for (const line of plan.split('\n')) {
    if (SCAN_NODE.test(line))
      largest = Math.max(largest, Number(/rows=(\d+)/.exec(line)?.[1] ?? 0));
  }
  return largest;
}

/**
 * The most rows one scan of an EXPLAIN ANALYZE plan read: those it returned and those its
 * filter or its recheck dropped, in all its loops (PostgreSQL prints both per loop).
 */
export function rowsRead(analyzed: string): number {
  let largest = 0;
  let scan: { rows: number; loops: number; removed: number } | null = null;
  const close = () => {
    if (scan) largest = Math.max(largest, (scan.rows + scan.removed) * scan.loops);
  };
  for (const line of analyzed.split('\n')) {
    const actual = /\(actual(?: time=\S+)? rows=(\d+) loops=(\d+)\)/.exec(line);
    if (actual) {
      close();
      scan = SCAN_NODE.test(line)
        ? { rows: Number(actual[1]), loops: Number(actual[2]), removed: 0 }
        : null;
      continue;
    }
    const removed = /Rows Removed by (Filter|Index Recheck): (\d+)/.exec(line);
    if (removed && scan) scan.removed += Number(removed[2]);
  }
  close();
  return largest;
}

/** The estimated total cost on a plan's first line ('cost=0.28..8.30'), or NaN. */
export function totalCost(plan: string): number {
  return Number(/cost=[\d.]+\.\.([\d.]+)/.exec(plan)?.[1] ?? NaN);
}

/**
 * Which plan PostgreSQL settles on for a named statement once it has made five custom
 * plans (plancache.c, choose_custom_plan): the generic one when its cost is below the
 * custom plans' average, each custom plan's cost counted with its planning (1000 *
 * cpu_operator_cost, 0.0025 by default, for each relation and one more). Estimated here
 * from one custom plan, that of the recorded values, and the relations it reads.
 */
export function settledPlan(
  genericCost: number,
  customCost: number,
  relations: number,
): 'generic' | 'custom' {
  return genericCost < customCost + 1000 * 0.0025 * (relations + 1) ? 'generic' : 'custom';
}

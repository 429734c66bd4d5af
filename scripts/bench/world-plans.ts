/**
 * The query plans of `npm run bench:world`: the statements one call really runs, recorded
 * from an app built in this process on the bench's database (openPostgres's `onQuery`),
 * then each explained on the large world, as a custom plan (its parameters' values) and as
 * the generic plan a named statement may settle on after five runs (db/named-statements.ts).
 * EXPLAIN without ANALYZE runs nothing: a write is planned, not made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { withSharedAuthSecret } from '../../apps/server/src/auth/shared-auth-secret';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/db/database';
import type { ObservedQuery } from '../../apps/server/src/db/observe-queries';
import {
  accessesOf,
  accessLine,
  bigSeqScans,
  largestScanEstimate,
  rowsRead,
  settledPlan,
  smallGrowingSeqScans,
  totalCost,
  type Access,
} from './plan-paths';
import { throughInject } from './world-api';
import type { Call } from './world-calls';

/** Statements that read or write no table the way a query does: left unexplained. */
const UNPLANNED = /^\s*(begin|commit|rollback|savepoint|release|set|reset|show|listen)\b/i;
const ADVISORY_LOCK = /pg_advisory/i;

interface Plan {
  text: string;
  cost: number;
  paths: Access[];
}

export interface ExplainedStatement {
  text: string;
  /** Planned for the recorded values, as the first five runs of a named statement are. */
  custom: Plan;
  /** Planned for any values (null without parameters: then there is one plan). */
  generic: Plan | null;
  /** The custom plan run by EXPLAIN ANALYZE, for a read. */
  analyzed: string | null;
  /** The plan PostgreSQL keeps using after five runs, estimated by cost (plan-paths.ts). */
  settled: 'generic' | 'custom';
  /** Tables of BIG_TABLE_ROWS or more read by a sequential scan in the settled plan. */
  bigSeqScans: string[];
  /** ... in the other plan only, the one not kept (yet: costs move as tables grow). */
  bigSeqScansUnsettled: string[];
  /**
   * The most rows one scan reads: counted by EXPLAIN ANALYZE for a read (run in a
   * transaction rolled back), estimated by the custom plan for a write (not run).
   */
  rowsRead: { rows: number; counted: boolean };
  /** Tables small here but growing with the world, read by a sequential scan. */
  smallGrowingSeqScans: string[];
}

export interface CallPlans {
  call: Call;
  statements: ExplainedStatement[];
  /** What was recorded and not explained (transaction control, advisory locks). */
  skipped: number;
}

/**
 * Makes each call once through an app in this process on `url` (the auth secret is the
 * running server's, kept in the database, so the players' tokens hold), records the
 * statements of its timed part, and explains them with `client`.
 */
export async function planCalls(
  url: string,
  client: pg.Client,
  calls: readonly Call[],
): Promise<CallPlans[]> {
  let recording: ObservedQuery[] | null = null;
  const database = await openPostgres(url, 4, {
    onQuery: (text, values) => recording?.push({ text, values }),
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'aa-world-plans-'));
  try {
    const config = await withSharedAuthSecret(
      loadConfig({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST: join(dataDir, 'no-web-dist'),
        DUEL_COOLDOWN_SECONDS: '0',
      }),
      database.db,
    );
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      const via = throughInject(app);
      const plans: CallPlans[] = [];
      for (const call of calls) {
        await call.prepare(via);
        const recorded: ObservedQuery[] = [];
        recording = recorded;
        const answer = await call.run(via);
        recording = null;
        await call.after(answer, via);
        const explained = recorded.filter(
          ({ text }) => !UNPLANNED.test(text) && !ADVISORY_LOCK.test(text),
        );
        const rows = await tableRows(client);
        const statements: ExplainedStatement[] = [];
        for (const statement of explained) {
          statements.push(await explain(client, statement, rows));
        }
        plans.push({ call, statements, skipped: recorded.length - explained.length });
      }
      return plans;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The planner's row estimate of each table. */
async function tableRows(client: pg.Client): Promise<(table: string) => number> {
  const { rows } = await client.query<{ name: string; rows: number }>(
    `SELECT relname AS name, reltuples::float8 AS rows FROM pg_class
     WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
  );
  const byName = new Map(rows.map((row) => [row.name, row.rows]));
  return (table) => byName.get(table) ?? 0;
}

async function explainText(client: pg.Client, text: string): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(text);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * A statement's plans. With parameters it is prepared under a name of its own and
 * explained by EXECUTE with its values as literals (EXPLAIN takes no bind parameters),
 * which PostgreSQL quotes itself from the values as pg sends them.
 */
async function explain(
  client: pg.Client,
  { text, values }: ObservedQuery,
  rowsOf: (table: string) => number,
): Promise<ExplainedStatement> {
  const plan = (planText: string): Plan => ({
    text: planText,
    cost: totalCost(planText),
    paths: accessesOf(planText),
  });
  let custom: Plan;
  let generic: Plan | null = null;
  let analyzed: string | null = null;
  const literals =
    values.length === 0
      ? ''
      : (
          await client.query<string[]>({
            text: `SELECT ${values.map((_, index) => `quote_nullable($${index + 1}::text)`).join(', ')}`,
            values: [...values],
            rowMode: 'array',
          })
        ).rows[0]?.join(', ');
  // With parameters: prepared, and explained as EXECUTE with their values.
  const run = values.length === 0 ? text : `EXECUTE aa_world_explain(${literals})`;
  if (values.length > 0) await client.query(`PREPARE aa_world_explain AS ${text}`);
  try {
    await client.query('SET plan_cache_mode = force_custom_plan');
    custom = plan(await explainText(client, `EXPLAIN ${run}`));
    if (/^\s*select\b/i.test(text)) {
      // A read is run, to count the rows it reads, and rolled back (a FOR UPDATE's locks).
      await client.query('BEGIN');
      try {
        analyzed = await explainText(client, `EXPLAIN (ANALYZE, TIMING OFF) ${run}`);
      } finally {
        await client.query('ROLLBACK');
      }
    }
    if (values.length > 0) {
      await client.query('SET plan_cache_mode = force_generic_plan');
      generic = plan(await explainText(client, `EXPLAIN ${run}`));
    }
  } finally {
    await client.query('RESET plan_cache_mode');
    if (values.length > 0) await client.query('DEALLOCATE aa_world_explain');
  }
  const relations = new Set(custom.paths.map((access) => access.table)).size;
  const settled = generic ? settledPlan(generic.cost, custom.cost, relations) : 'custom';
  const kept = settled === 'generic' && generic ? generic : custom;
  const other = kept === custom ? generic : custom;
  const big = bigSeqScans(kept.paths, rowsOf);
  return {
    text,
    custom,
    generic,
    analyzed,
    settled,
    bigSeqScans: big,
    bigSeqScansUnsettled: other
      ? bigSeqScans(other.paths, rowsOf).filter((table) => !big.includes(table))
      : [],
    rowsRead: analyzed
      ? { rows: rowsRead(analyzed), counted: true }
      : { rows: largestScanEstimate(custom.text), counted: false },
    smallGrowingSeqScans: smallGrowingSeqScans(
      [...custom.paths, ...(generic?.paths ?? [])],
      rowsOf,
    ),
  };
}

/** A statement's text on one line, cut to `width`. */
export function oneLine(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** What a statement's plans read, the settled plan first. */
function pathsLine(statement: ExplainedStatement): string {
  const { custom, generic, settled } = statement;
  if (!generic) return accessLine(custom.paths);
  const kept = settled === 'generic' ? generic : custom;
  const other = settled === 'generic' ? custom : generic;
  const keptLine = accessLine(kept.paths);
  const otherLine = accessLine(other.paths);
  return otherLine === keptLine
    ? `${keptLine} (generic and custom plans alike)`
    : `${settled}: ${keptLine} | not kept, ${settled === 'generic' ? 'custom' : 'generic'}: ${otherLine}`;
}

function flagsOf(statement: ExplainedStatement): string[] {
  const other =
    statement.settled === 'generic'
      ? 'the custom plan (the first five runs on each connection)'
      : 'the generic plan (not chosen at these costs)';
  return [
    ...statement.bigSeqScans.map((table) => `SEQ SCAN ON A BIG TABLE: ${table}`),
    ...statement.bigSeqScansUnsettled.map((table) => `seq scan on big table ${table} in ${other}`),
    ...statement.smallGrowingSeqScans.map(
      (table) => `seq scan on ${table}, small here, growing with the world`,
    ),
  ];
}

/** Prints each call's statements: the text, both plans in full, the access paths. */
export function printPlans(plans: readonly CallPlans[]): void {
  for (const { call, statements, skipped } of plans) {
    console.log(
      `\n=== ${call.name} (${call.what}): ${statements.length} statements explained, ${skipped} skipped (transaction control, advisory locks)`,
    );
    statements.forEach((statement, index) => {
      console.log(`\n[${index + 1}] ${oneLine(statement.text, 400)}`);
      const { custom, generic, analyzed } = statement;
      const customText = analyzed ?? custom.text;
      const indented = (planText: string) => planText.replace(/^/gm, '    ');
      if (generic && generic.text !== custom.text) {
        console.log(`  custom plan (cost ${custom.cost}${analyzed ? ', run' : ''}):`);
        console.log(indented(customText));
        console.log(`  generic plan (cost ${generic.cost}):`);
        console.log(indented(generic.text));
        console.log(`  settles on: ${statement.settled}`);
      } else {
        console.log(indented(customText));
      }
      console.log(`  paths: ${pathsLine(statement)}`);
      console.log(`  rows read by its largest scan: ${rowsText(statement.rowsRead)}`);
      for (const flag of flagsOf(statement)) console.log(`  ${flag}`);
    });
  }
}

const rowsText = ({ rows, counted }: ExplainedStatement['rowsRead']) =>
  `${counted ? '' : '~'}${rows.toLocaleString('en-US')} rows`;

/** One line per statement: its first words, its largest scan and its access paths. */
export function printPlanSummary(plans: readonly CallPlans[]): number {
  console.log(
    '\nOn the large world, each statement: the rows its largest scan reads (counted by EXPLAIN ANALYZE for a read, ~estimated for a write), then the access paths of the plan PostgreSQL settles on after five runs, and of the other',
  );
  let flagged = 0;
  for (const { call, statements } of plans) {
    console.log(`\n${call.name} (${call.what})`);
    statements.forEach((statement, index) => {
      const flags = flagsOf(statement);
      flagged += statement.bigSeqScans.length > 0 ? 1 : 0;
      console.log(
        `  ${String(index + 1).padStart(2)}. ${oneLine(statement.text, 60).padEnd(60)}  ${rowsText(statement.rowsRead).padStart(13)}  ${pathsLine(statement)}${flags.map((flag) => `  <-- ${flag}`).join('')}`,
      );
    });
  }
  console.log(
    flagged === 0
      ? '\nNo settled plan reads a big table by a sequential scan.'
      : `\n${flagged} statement(s) whose settled plan reads a big table by a sequential scan.`,
  );
  return flagged;
}

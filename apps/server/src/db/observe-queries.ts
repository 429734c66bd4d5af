/**
 * A look at every query a PostgreSQL pool sends: its text and parameters, as they go out.
 * For `npm run bench:world` (scripts/bench/world-plans.ts), which records the statements one
 * API call runs and explains each on a large database: the plans are then of the SQL the
 * server really sends, not of a copy of it. The server never asks for it (openPostgres's
 * `onQuery`, off by default).
 */
import type pg from 'pg';

/** Told each query's text and parameters (empty for a plain text such as BEGIN). */
export type QueryObserver = (text: string, values: readonly unknown[]) => void;

export interface ObservedQuery {
  text: string;
  values: readonly unknown[];
}

/**
 * The text and parameters of the arguments of a pg `query` call: a text or a config with a
 * `text`, its parameters as the second argument (how drizzle passes them) or the config's
 * `values`; null for anything else (a Submittable such as a cursor).
 */
export function observedQuery(config: unknown, values: unknown): ObservedQuery | null {
  if (typeof config === 'string')
    return { text: config, values: Array.isArray(values) ? values : [] };
  if (typeof config !== 'object' || config === null || !('text' in config)) return null;
  if (typeof config.text !== 'string') return null;
  if (Array.isArray(values)) return { text: config.text, values };
  const own = 'values' in config && Array.isArray(config.values) ? config.values : [];
  return { text: config.text, values: own };
}

/** Makes `client` tell `observer` each query before sending it; for the pool's 'connect'. */
export function observeQueries(client: pg.PoolClient, observer: QueryObserver): void {
  // As in named-statements.ts: the wrapper passes every argument on untouched, so it keeps
  // whichever of pg's overloads the caller used.
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  Object.assign(client, {
    query: (config: unknown, ...rest: unknown[]) => {
      const seen = observedQuery(config, rest[0]);
      if (seen) observer(seen.text, seen.values);
      return query(config, ...rest);
    },
  });
}

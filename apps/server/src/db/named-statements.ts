/**
 * Every parameterised query on PostgreSQL runs as a named prepared statement: the server
 * parses and plans a query's text once per connection, then only binds and executes it.
 * node-postgres does that for a query config that carries a `name` (it remembers, per
 * connection, which names it has prepared); drizzle gives names only to queries built with
 * `.prepare()`, which cannot run inside a transaction it did not build them in. So the pool
 * names each query by its text as it goes out.
 *
 * Measured with the craft scenario (50 guests, alternating runs on PostgreSQL 15): 165 and
 * 170 crafts/s without, 226 and 222 with (docs/adr/0065-fewer-round-trips.md).
 *
 * A migration that changes a table's columns makes an older instance's statements on it
 * fail once ("cached plan must not change result type"); instances are restarted after a
 * migration anyway (docs/DEPLOY.md).
 */
import type pg from 'pg';

/** Past this many distinct texts, new ones run unnamed (a guard, not a limit we expect). */
const MAX_NAMED_TEXTS = 2000;
const names = new Map<string, string>();

/** The statement name for a query's text, or undefined once the table is full. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_TEXTS) return known;
  const name = `aa_${names.size.toString(36)}`;
  names.set(text, name);
  return name;
}

/**
 * The config with a statement name when it is an unnamed query with parameters; anything
 * else (a plain text, a query without parameters like BEGIN, a stream) as it came.
 */
export function withStatementName(config: unknown, values: unknown): unknown {
  if (typeof config !== 'object' || config === null || !('text' in config)) return config;
  if ('name' in config && config.name) return config;
  if (typeof config.text !== 'string' || !Array.isArray(values) || values.length === 0) {
    return config;
  }
  const name = statementName(config.text);
  return name === undefined ? config : { ...config, name };
}

/** Makes `client` name its queries; for the pool's 'connect' event. */
export function nameStatements(client: pg.PoolClient): void {
  // pg's query() has a dozen overloads; this wrapper only ever changes the first argument,
  // so it keeps whichever one the caller used.
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  Object.assign(client, {
    query: (config: unknown, ...rest: unknown[]) =>
      query(withStatementName(config, rest[0]), ...rest),
  });
}

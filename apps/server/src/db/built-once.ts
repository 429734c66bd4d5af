/**
 * A statement whose text is built once per process, not on every call: drizzle's building
 * of a query (its `is()` checks, the walk over the SQL's chunks) was 15-22% of the server's
 * thread under the craft load (docs/DECISIONS.md, "Speed"). Its values are placeholders
 * (`sql.placeholder('name')`), filled per call.
 *
 * drizzle's own `.prepare()` binds a query to the session it was built on, so a query
 * prepared on the database cannot run inside a transaction; this one is handed to the
 * session of whichever transaction runs it. On PostgreSQL it runs as a named prepared
 * statement (parsed and planned once per connection, as db/named-statements.ts does for
 * the others); on PGlite, inside a transaction, too (db/pglite-named-statements.ts finds
 * the name by the text, through builtOnceName).
 */
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database';

// The app's drizzle instances use the default dialect (no casing option): the text is the
// one they would build themselves.
const dialect = new PgDialect();

export type BuiltOnce = (tx: Db | Tx, values: Record<string, unknown>) => Promise<unknown>;

/** Each built statement's name, by its text. */
const namesByText = new Map<string, string>();

/** The name of the built-once statement with this text, if it is one. */
export function builtOnceName(text: string): string | undefined {
  return namesByText.get(text);
}

/** `name` must be unique among these statements: PostgreSQL keys a connection's by it. */
export function builtOnce(name: string, build: () => SQL): BuiltOnce {
  let query: Query | undefined;
  return (tx, values) => {
    if (!query) {
      query = dialect.sqlToQuery(build());
      namesByText.set(query.sql, name);
    }
    // No fields: the driver's rows come back as they are, `{ rows }` on both drivers.
    return tx._.session.prepareQuery(query, undefined, name, false).execute(values);
  };
}

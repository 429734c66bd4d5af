/**
 * A read prepared once per database handle, for the hot reads asked by every player (the
 * session, the boards): drizzle's `.prepare()` builds the query's text once and, on
 * PostgreSQL, plans it once per connection. A prepared query is bound to the handle it was
 * built on, so each handle (the app's, a test's) gets its own; the WeakMap lets a closed
 * handle's go with it. For statements run inside transactions, see built-once.ts.
 */
import type { Db } from './database';

export function preparedPerDatabase<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const byDatabase = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = prepare(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}

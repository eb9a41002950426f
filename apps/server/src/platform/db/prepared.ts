import type { Db } from './client.ts';

/**
 * A query prepared once per database handle (PostgreSQL plans it once per connection), for the queries every
 * request runs: `const q = preparedPerDb((db) => db.select()...prepare('name'))`, then `q(db).execute({...})`.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const cache = new WeakMap<Db, Q>();
  return (db) => {
    let q = cache.get(db);
    if (!q) cache.set(db, (q = build(db)));
    return q;
  };
}

import type { Db } from './client.ts';

type Callbacks = Array<() => void>;

/** The callbacks waiting for the commit of each open transaction handle (nested ones included). */
const pending = new WeakMap<object, Callbacks>();

/**
 * Runs `fn` once the transaction `db` belongs to has committed; never when it rolls back. On a handle that is
 * not inside a transaction (`ctx.db`) the statement before has already committed, so `fn` runs at once. For work
 * that must not happen for a change that did not happen: publishing a live notification, waking a worker.
 * `fn` runs after the transaction's connection went back to the pool; its errors are its own (not thrown here).
 */
export function afterCommit(db: Db, fn: () => void): void {
  const list = pending.get(db);
  if (list) list.push(fn);
  else run(fn);
}

function run(fn: () => void) {
  try {
    fn();
  } catch {
    // an after-commit callback reports its own failures; the change it follows has committed
  }
}

type TransactionFn = Db['transaction'];

/** Makes `tx.transaction` (a savepoint) hand its callbacks to the enclosing transaction once it is released. */
function track(tx: Db, callbacks: Callbacks) {
  pending.set(tx, callbacks);
  const nested = tx.transaction.bind(tx) as TransactionFn;
  tx.transaction = (async (fn: (inner: Db) => Promise<unknown>, config?: unknown) => {
    const mine: Callbacks = [];
    const result = await (nested as (f: (inner: Db) => Promise<unknown>, c?: unknown) => Promise<unknown>)(async (inner) => {
      track(inner, mine);
      return fn(inner);
    }, config);
    callbacks.push(...mine);
    return result;
  }) as TransactionFn;
}

/**
 * Wraps the database handle's `transaction` so `afterCommit` can tell when a transaction commits: the callbacks
 * collected while it ran are called after COMMIT, in order, and dropped with a rollback (a savepoint's with its
 * own rollback). Applied once, by openDatabase.
 */
export function trackCommits(db: Db): Db {
  const original = db.transaction.bind(db) as (f: (tx: Db) => Promise<unknown>, c?: unknown) => Promise<unknown>;
  db.transaction = (async (fn: (tx: Db) => Promise<unknown>, config?: unknown) => {
    const callbacks: Callbacks = [];
    const result = await original(async (tx) => {
      track(tx, callbacks);
      return fn(tx);
    }, config);
    for (const cb of callbacks) run(cb);
    return result;
  }) as TransactionFn;
  return db;
}

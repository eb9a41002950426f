import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { COUNT_CAP, SEARCH_COUNT_CAP, effectiveTerm, type ListQuery, type Page } from '@app/contracts/list';
import { cappedPage, orderFor, termFilter, type ListSpec } from '../http/list-query.ts';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

/*
 * Reports written as one SQL statement whose output columns are the API fields (aliased "UserName", ...). The same
 * statement is paged (DESIGN's list rules: term, single-column sort over declared fields, count capped, a page
 * beyond the end answers the first) and exported through a server-side cursor, so an export of any size never sits
 * in memory and its first rows leave while later ones are still read.
 */

/** A report's list rules over its output columns: `r."Field"` expressions. */
export type ReportSpec = { searchable: string[]; sortable: string[]; defaultOrder: SQL[]; tieBreaker: string };

/** An output column of the report subquery `r`. */
export const col = (name: string) => sql.raw(`r."${name.replace(/"/g, '')}"`);

function listSpec(spec: ReportSpec): ListSpec {
  return {
    searchable: spec.searchable.map(col),
    sortable: Object.fromEntries(spec.sortable.map((f) => [f, col(f)])),
    defaultOrder: spec.defaultOrder,
    // orderFor only wraps it in asc/desc, which take an SQL expression as well.
    tieBreaker: col(spec.tieBreaker) as unknown as AnyColumn,
  };
}

/** ORDER BY of a report for a query's sort (the default order with the tie-breaker otherwise). */
export function reportOrder(spec: ReportSpec, query: Pick<ListQuery, 'sortBy' | 'sortDesc'>): SQL {
  return sql.join(orderFor(listSpec(spec), query), sql`, `);
}

/**
 * One page of a report and the count of its rows (capped as every list's). With `full`, `report` needs only the
 * columns its order and term read: the page's keys (its tie-breaker column) are chosen and counted from it, then
 * `full(keys)` computes those rows with every column, in the same order, so costly columns are computed for one page.
 */
export async function pageReport<T>(db: Db, report: SQL, spec: ReportSpec, query: ListQuery, full?: (keys: SQL) => SQL): Promise<Page<T>> {
  const ls = listSpec(spec);
  const term = termFilter(ls, query.term);
  const where = term ? sql`where ${term}` : sql``;
  const order = reportOrder(spec, query);
  const cap = effectiveTerm(query.term) ? SEARCH_COUNT_CAP : COUNT_CAP;
  const page = (pageIndex: number) => {
    const window = sql`order by ${order} limit ${query.pageSize} offset ${pageIndex * query.pageSize}`;
    if (!full) return rowsOf<T>(db.execute(sql`select * from (${report}) r ${where} ${window}`));
    const keys = sql`select ${col(spec.tieBreaker)} as ${sql.raw(`"${spec.tieBreaker.replace(/"/g, '')}"`)} from (${report}) r ${where} ${window}`;
    return rowsOf<T>(db.execute(sql`select * from (${full(keys)}) r order by ${order}`));
  };
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    page(query.pageIndex),
    rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from (select 1 from (${report}) r ${where} limit ${cap + 1}) m`)),
  ]);
  if (rows.length > 0 || query.pageIndex === 0) return cappedPage(rows, query.pageIndex, query.pageSize, n, cap);
  return cappedPage(await page(0), 0, query.pageSize, n, cap);
}

/** How many rows a report has in all (the "first N of M rows" of a mail). */
export async function countReport(db: Db, report: SQL, spec: ReportSpec, term?: string): Promise<number> {
  const t = termFilter(listSpec(spec), term);
  const [row] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from (${report}) r ${t ? sql`where ${t}` : sql``}`));
  return row?.n ?? 0;
}

let cursorSeq = 0;

function isPglite(db: Db): boolean {
  const client = (db as unknown as { $client?: object }).$client;
  return !!client && 'dumpDataDir' in client;
}

/**
 * Every row of a report, in batches, read through a cursor in a read-only transaction: the database hands over
 * `batchSize` rows at a time and the next FETCH waits until the consumer took the previous batch (back-pressure),
 * so memory stays flat whatever the size. Ending the iteration early closes the cursor and the transaction.
 */
export async function* reportCursor<T>(
  db: Db,
  report: SQL,
  spec: ReportSpec,
  query: Pick<ListQuery, 'sortBy' | 'sortDesc' | 'term'>,
  batchSize = 500,
): AsyncGenerator<T[]> {
  const t = termFilter(listSpec(spec), query.term);
  if (isPglite(db)) {
    // PGlite is one connection: a transaction held open for the stream would stop every other query (the rows'
    // enrichment included) until the export ended. It is read in ordered batches instead, each its own query.
    const order = reportOrder(spec, query);
    for (let offset = 0; ; offset += batchSize) {
      const rows = await rowsOf<T>(db.execute(sql`select * from (${report}) r ${t ? sql`where ${t}` : sql``} order by ${order} limit ${batchSize} offset ${offset}`));
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) return;
    }
  }
  const name = `report_cursor_${++cursorSeq}`;
  // A one-slot hand-over between the transaction (producer) and this generator (consumer).
  type Msg = { rows: T[] } | { done: true } | { error: unknown };
  const queue: Msg[] = [];
  let wake: (() => void) | null = null;
  let ack: (() => void) | null = null;
  let stop = false;
  const put = (m: Msg) => {
    if (stop) return Promise.resolve();
    queue.push(m);
    const w = wake;
    wake = null;
    const acked = new Promise<void>((r) => (ack = r));
    w?.();
    return acked;
  };
  const work = db
    .transaction(
      async (tx) => {
        await tx.execute(sql`declare ${sql.raw(name)} no scroll cursor for select * from (${report}) r ${t ? sql`where ${t}` : sql``} order by ${reportOrder(spec, query)}`);
        for (;;) {
          const rows = await rowsOf<T>(tx.execute(sql`fetch forward ${sql.raw(String(batchSize))} from ${sql.raw(name)}`));
          if (rows.length > 0) await put({ rows });
          if (stop || rows.length < batchSize) break;
        }
        await tx.execute(sql`close ${sql.raw(name)}`);
      },
      { accessMode: 'read only' },
    )
    .then(
      () => put({ done: true }),
      (error: unknown) => put({ error }),
    );
  let release: (() => void) | null = null;
  try {
    for (;;) {
      if (queue.length === 0) await new Promise<void>((r) => (wake = r));
      const m = queue.shift()!;
      release = ack as (() => void) | null;
      ack = null;
      if ('error' in m) {
        release?.();
        throw m.error;
      }
      if ('done' in m) {
        release?.();
        return;
      }
      yield m.rows;
      release?.();
      release = null;
    }
  } finally {
    stop = true;
    (release as (() => void) | null)?.();
    (ack as (() => void) | null)?.();
    await work.catch(() => undefined);
  }
}

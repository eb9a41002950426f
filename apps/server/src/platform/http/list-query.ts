import { and, asc, count, desc, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { COUNT_CAP, effectiveTerm, sortColumns, type ListQuery, type Page } from '@app/contracts/list';

/** What a list declares: the columns its term searches and the columns it may sort by (by API field name). */
export type ListSpec = {
  searchable: (AnyColumn | SQL)[];
  sortable: Record<string, AnyColumn | SQL>;
  /** Order when no single valid sort column is given; keep it deterministic (end with a unique column). */
  defaultOrder: SQL[];
  /** Tie-breaker appended to every order, e.g. the primary key. */
  tieBreaker: AnyColumn;
  /** 'first' (default): a page at or beyond the end resets to 0; 'last': to the last page. */
  overflow?: 'first' | 'last';
};

/** Escapes LIKE wildcards so a term matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE part of the term: case-insensitive substring over the searchable columns; undefined when ignored. */
export function termFilter(spec: Pick<ListSpec, 'searchable'>, term: string | undefined): SQL | undefined {
  const t = effectiveTerm(term);
  if (!t || spec.searchable.length === 0) return undefined;
  const pattern = likePattern(t);
  return sql`(${sql.join(spec.searchable.map((c) => sql`${c} ILIKE ${pattern}`), sql` OR `)})`;
}

/** ORDER BY: only with exactly one declared sortable column, otherwise the default order. */
export function orderFor(spec: ListSpec, query: Pick<ListQuery, 'sortBy' | 'sortDesc'>): SQL[] {
  const cols = sortColumns(query.sortBy);
  // Own properties only: a column named like a prototype key ('__proto__', 'constructor') is unknown.
  const col = cols.length === 1 && Object.hasOwn(spec.sortable, cols[0]!) ? spec.sortable[cols[0]!] : undefined;
  const tie = query.sortDesc ? desc(spec.tieBreaker) : asc(spec.tieBreaker);
  if (!col) return [...spec.defaultOrder, asc(spec.tieBreaker)];
  return [query.sortDesc ? desc(col) : asc(col), tie];
}

/**
 * Runs a paged list in the database: the page and the count of matching rows go out together (two
 * queries, so the page can stop at LIMIT on an index instead of numbering every match); a page at or
 * beyond the end is answered with the first (or last) page instead. `build` makes the select with the
 * given WHERE; its columns are the API fields.
 *
 * The count stops after COUNT_CAP rows (or just past the requested page, when that is deeper), so a list of a
 * million rows is never counted in full: beyond the cap `total` is a lower bound and `totalCapped` is set.
 */
export async function paginate<T extends Record<string, unknown>>(
  db: Db,
  spec: ListSpec,
  query: ListQuery,
  build: (where: SQL | undefined) => PgSelect,
  filters: (SQL | undefined)[] = [],
): Promise<Page<T>> {
  const where = and(...filters, termFilter(spec, query.term));
  const order = orderFor(spec, query);
  const page = (pageIndex: number) =>
    build(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageIndex * query.pageSize) as unknown as Promise<T[]>;
  const limit = Math.max(COUNT_CAP, (query.pageIndex + 1) * query.pageSize);
  const counted = db.select({ n: count() }).from(build(where).limit(limit + 1).as('matching'));
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([page(query.pageIndex), counted]);
  const capped = n > limit;
  const total = capped ? limit : n;
  // A capped list has at least one page more than it counted.
  const pageCount = Math.ceil(total / query.pageSize) + (capped ? 1 : 0);
  const extra = capped ? { totalCapped: true } : {};
  if (query.pageIndex < pageCount || total === 0) {
    return { items: rows, pageCount, pageIndex: total === 0 ? 0 : query.pageIndex, total, ...extra };
  }
  const pageIndex = spec.overflow === 'last' ? pageCount - 1 : 0;
  return { items: await page(pageIndex), pageCount, pageIndex, total, ...extra };
}

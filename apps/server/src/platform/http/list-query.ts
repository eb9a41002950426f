import { and, asc, desc, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { effectiveTerm, sortColumns, type ListQuery, type Page } from '@app/contracts/list';

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
  const col = cols.length === 1 ? spec.sortable[cols[0]!] : undefined;
  const tie = query.sortDesc ? desc(spec.tieBreaker) : asc(spec.tieBreaker);
  if (!col) return [...spec.defaultOrder, asc(spec.tieBreaker)];
  return [query.sortDesc ? desc(col) : asc(col), tie];
}

/**
 * Runs a paged list in the database: one query with a window count; a page at or beyond the end is
 * answered with the first (or last) page instead. `build` makes the select with the given extra WHERE.
 */
export async function paginate<T extends Record<string, unknown>>(
  spec: ListSpec,
  query: ListQuery,
  build: (where: SQL | undefined) => PgSelect,
  filters: (SQL | undefined)[] = [],
): Promise<Page<T>> {
  const where = and(...filters, termFilter(spec, query.term));
  const order = orderFor(spec, query);
  const run = async (pageIndex: number) => {
    const rows = (await build(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageIndex * query.pageSize)) as unknown as (T & { __total: number })[];
    return rows;
  };
  let pageIndex = query.pageIndex;
  let rows = await run(pageIndex);
  let total = rows.length > 0 ? Number(rows[0]!.__total) : undefined;
  if (total === undefined) {
    if (pageIndex === 0) total = 0;
    else {
      // Beyond the end (or empty): find the size, then serve the first or last page.
      const count = (await build(where).limit(1)) as unknown as { __total: number }[];
      total = count.length ? Number(count[0]!.__total) : 0;
      const pageCount = Math.ceil(total / query.pageSize);
      pageIndex = spec.overflow === 'last' && pageCount > 0 ? pageCount - 1 : 0;
      rows = total > 0 ? await run(pageIndex) : [];
    }
  }
  const pageCount = Math.ceil(total / query.pageSize);
  const items = rows.map(({ __total: _t, ...rest }) => rest as unknown as T);
  return { items, pageCount, pageIndex, total };
}

/** The window count column every paged select includes as `__total`. */
export const totalCount = sql<number>`count(*) over()`.mapWith(Number).as('__total');

import { and, asc, count, desc, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { COUNT_CAP, MIN_SEARCH_TERM, SEARCH_COUNT_CAP, effectiveTerm, sortColumns, type ListQuery, type Page } from '@app/contracts/list';

/** What a list declares: the columns its term searches and the columns it may sort by (by API field name). */
export type ListSpec = {
  searchable: (AnyColumn | SQL)[];
  sortable: Record<string, AnyColumn | SQL>;
  /** Order when no single valid sort column is given; keep it deterministic (end with a unique column). */
  defaultOrder: SQL[];
  /** Tie-breaker appended to every order, e.g. the primary key. */
  tieBreaker: AnyColumn;
  /**
   * Every searchable expression has a GIN index on `text_bigrams(expr)` (migration 0017): a two-character term,
   * which has no trigram for the pg_trgm index, is looked up there (`text_bigrams(expr) @> array[lower(term)]`).
   */
  bigramIndexed?: boolean;
  /** More rows the term matches besides the searchable expressions, e.g. by a joined table's column via its id. */
  searchAlso?: (pattern: unknown) => SQL;
};

/** Escapes LIKE wildcards so a term matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE part of the term: case-insensitive substring over the searchable columns; undefined when ignored. */
export function termFilter(spec: Pick<ListSpec, 'searchable' | 'bigramIndexed' | 'searchAlso'>, term: string | undefined): SQL | undefined {
  const t = effectiveTerm(term);
  if (!t || (spec.searchable.length === 0 && !spec.searchAlso)) return undefined;
  return matching(spec, likePattern(t), t.length === MIN_SEARCH_TERM ? t : undefined);
}

/**
 * The term's condition: each searchable expression ILIKE the pattern, with a two-character term (`bigram`) also
 * through the bigram index when the list has one, or'ed with `searchAlso`. `pattern` and `bigram` are values or
 * placeholders.
 */
function matching(spec: Pick<ListSpec, 'searchable' | 'bigramIndexed' | 'searchAlso'>, pattern: unknown, bigram: unknown): SQL {
  const parts = spec.searchable.map((c) =>
    bigram !== undefined && spec.bigramIndexed
      ? sql`(text_bigrams(${c}) @> array[lower(${bigram})] AND ${c} ILIKE ${pattern})`
      : sql`${c} ILIKE ${pattern}`,
  );
  if (spec.searchAlso) parts.push(spec.searchAlso(pattern));
  return sql`(${sql.join(parts, sql` OR `)})`;
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
 * A list run as prepared statements (`name` names the list): PostgreSQL plans it once per connection and the
 * query is not rebuilt on every request, which is most of a small list's cost. The list's filters use
 * `sql.placeholder(key)` for their values and `params` gives them; one statement is prepared per sort and per
 * search/no-search variant. Everything else about the list (its select, joins, filters) must be the same on every
 * call with the same name: put any variation in the name.
 */
export type PreparedList = { name: string; params: Record<string, unknown> };

/** The term's WHERE part with the pattern as the `term` placeholder, the bigram as `bigram` (prepared lists). */
function termPlaceholder(spec: ListSpec, twoCharacters: boolean): SQL | undefined {
  if (spec.searchable.length === 0 && !spec.searchAlso) return undefined;
  return matching(spec, sql.placeholder('term'), twoCharacters ? sql.placeholder('bigram') : undefined);
}

type PreparedPair = { page: { execute: (p: Record<string, unknown>) => Promise<unknown[]> }; count: { execute: (p: Record<string, unknown>) => Promise<{ n: number }[]> } };
const preparedLists = new WeakMap<Db, Map<string, PreparedPair>>();
const statementNames = new Map<string, string>();

/** The statement name of a variant: short (PostgreSQL truncates names), the same for a variant within a process. */
function statementName(key: string): string {
  let name = statementNames.get(key);
  if (!name) statementNames.set(key, (name = `list_${statementNames.size + 1}`));
  return name;
}

/**
 * Runs a paged list in the database: the page and the count of matching rows go out together (two
 * queries, so the page can stop at LIMIT on an index instead of numbering every match); a page at or
 * beyond the end is answered with the first (or last) page instead. `build` makes the select with the
 * given WHERE; its columns are the API fields. With `prepared`, the two queries are prepared statements.
 *
 * The count stops after COUNT_CAP rows, SEARCH_COUNT_CAP with a term, so a list of a million rows is never counted
 * in full: beyond the cap `total` is a lower bound and `totalCapped` is set. A deeper page is proven by its own
 * rows (the total then reaches at least its last row), and a page beyond the end is answered with the first page,
 * so asking for page 100,000 never counts 2.5 million rows.
 */
export async function paginate<T extends Record<string, unknown>>(
  db: Db,
  spec: ListSpec,
  query: ListQuery,
  build: (where: SQL | undefined) => PgSelect,
  filters: (SQL | undefined)[] = [],
  prepared?: PreparedList,
): Promise<Page<T>> {
  const term = effectiveTerm(query.term);
  const limit = term ? SEARCH_COUNT_CAP : COUNT_CAP;
  let page: (pageIndex: number) => Promise<T[]>;
  let counted: Promise<{ n: number }[]>;
  if (prepared) {
    const twoCharacters = term?.length === MIN_SEARCH_TERM;
    const cols = sortColumns(query.sortBy);
    const key = `${prepared.name}|${cols.length === 1 && Object.hasOwn(spec.sortable, cols[0]!) ? cols[0] : ''}|${query.sortDesc ? 'd' : 'a'}|${term ? (twoCharacters ? '2' : 't') : ''}`;
    let cache = preparedLists.get(db);
    if (!cache) preparedLists.set(db, (cache = new Map()));
    let pair = cache.get(key);
    if (!pair) {
      const where = and(...filters, term ? termPlaceholder(spec, twoCharacters) : undefined);
      const name = statementName(key);
      pair = {
        page: build(where)
          .orderBy(...orderFor(spec, query))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name) as unknown as PreparedPair['page'],
        count: db
          .select({ n: count() })
          .from(build(where).limit(sql.placeholder('countLimit')).as('matching'))
          .prepare(`${name}_n`) as unknown as PreparedPair['count'],
      };
      cache.set(key, pair);
    }
    const params = { ...prepared.params, ...(term ? { term: likePattern(term), ...(twoCharacters ? { bigram: term } : {}) } : {}) };
    const p = pair;
    page = (pageIndex) => p.page.execute({ ...params, limit: query.pageSize, offset: pageIndex * query.pageSize }) as Promise<T[]>;
    counted = p.count.execute({ ...params, countLimit: limit + 1 });
  } else {
    const where = and(...filters, termFilter(spec, query.term));
    const order = orderFor(spec, query);
    page = (pageIndex) =>
      build(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset(pageIndex * query.pageSize) as unknown as Promise<T[]>;
    counted = db.select({ n: count() }).from(build(where).limit(limit + 1).as('matching'));
  }
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([page(query.pageIndex), counted]);
  if (rows.length > 0 || query.pageIndex === 0) return cappedPage(rows, query.pageIndex, query.pageSize, n, limit);
  // Beyond the end: the first page, as every list answers.
  return cappedPage(await page(0), 0, query.pageSize, n, limit);
}

/**
 * A page's envelope from its rows and `n`, the matching rows counted up to `cap` and one more (n > cap: more than
 * `cap` matched). A capped list has at least one page more than it counted, and at least as many rows as the page shows.
 */
export function cappedPage<T>(items: T[], pageIndex: number, pageSize: number, n: number, cap: number): Page<T> {
  const capped = n > cap;
  const total = Math.max(capped ? cap : n, pageIndex * pageSize + items.length);
  return { items, pageCount: Math.ceil(total / pageSize) + (capped ? 1 : 0), pageIndex, total, ...(capped ? { totalCapped: true } : {}) };
}

/**
 * At most this many matches of a ranked full-text search are ranked: every match must be ranked before the first row
 * is known, so a word found in most documents would rank them all; beyond it, the search ranks the first MAX_RANKED
 * matches the index gives and says its total is a lower bound.
 */
export const MAX_RANKED = 10_000;

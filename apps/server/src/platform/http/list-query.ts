import { and, asc, count, desc, getTableName, inArray, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { PLAN_PER_RUN } from '../db/preparing-client.ts';
import { rowsOf } from '../db/rows.ts';
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
   * The GIN index on `text_bigrams(expr)` of the searchable expression (migration 0017), by name: a two-character
   * term, which has no trigram for the pg_trgm index, is looked up there (`text_bigrams(expr) @> array[lower(term)]`)
   * unless the index's statistics say the pair is frequent enough for the walk of an indexed default order
   * (`defaultOrderIndexed`) to find the page sooner by the ILIKE alone (see `bigramLookup`).
   */
  bigramIndex?: string;
  /**
   * An index gives the default order (with the list's usual filters), so the list can stop after the page's rows
   * in it: a frequent two-character term is then found by walking it (see `bigramLookup`).
   */
  defaultOrderIndexed?: boolean;
  /**
   * The default order written so that no index gives it (e.g. `created_on + interval '0'`), used for a term the
   * bigram statistics prove rare (see `rareTerm`): reading its few matches through the search indexes and sorting
   * them is then bounded, where walking the order is not when the matches lie far back in it.
   */
  unindexedOrder?: SQL[];
  /**
   * The select names `tieBreaker` once, by its column name, and the list has no other column of that name: a deep
   * page then numbers only the tie-breakers of the rows before it and reads the columns of its own rows alone.
   */
  deepPagesByKey?: boolean;
  /**
   * The searchable expressions are lower-cased already (a stored generated column, e.g. users.search_text): matched by
   * `LIKE lower(pattern)`, which is ILIKE without lower-casing every row (ILIKE over a million concatenated names cost
   * 1.7 µs a row, LIKE on the stored text 0.1 µs; migration 0049).
   */
  lowerCased?: boolean;
  /**
   * The default order as its leading column and direction (the tie-breaker ascending after it), and the API field of the
   * tie-breaker, when an index gives that order: a deep page then starts from a row a recent page of the same list
   * held instead of walking to it (see `bookmarked`).
   */
  seek?: { column: AnyColumn; desc: boolean; field: string };
  /** More rows the term matches besides the searchable expressions, e.g. by a joined table's column via its id. */
  searchAlso?: (pattern: unknown) => SQL;
};

/** Escapes LIKE wildcards so a term matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE part of the term: case-insensitive substring over the searchable columns; undefined when ignored. A
 * two-character term is also looked up in the bigram index unless `bigram` is false.
 */
export function termFilter(spec: Pick<ListSpec, 'searchable' | 'bigramIndex' | 'searchAlso' | 'lowerCased'>, term: string | undefined, bigram = true): SQL | undefined {
  const t = effectiveTerm(term);
  if (!t || (spec.searchable.length === 0 && !spec.searchAlso)) return undefined;
  return matching(spec, likePattern(t), bigram && t.length === MIN_SEARCH_TERM ? t : undefined);
}

/**
 * The term's condition: each searchable expression ILIKE the pattern, with a two-character term (`bigram`) also
 * through the bigram index when the list has one, or'ed with `searchAlso`. `pattern` and `bigram` are values or
 * placeholders.
 */
function matching(spec: Pick<ListSpec, 'searchable' | 'bigramIndex' | 'searchAlso' | 'lowerCased'>, pattern: unknown, bigram: unknown): SQL {
  const parts = spec.searchable.map((c) => {
    // In a multibyte database ILIKE is lower(text) LIKE lower(pattern): the same rows.
    const like = spec.lowerCased ? sql`${c} LIKE lower(${pattern})` : sql`${c} ILIKE ${pattern}`;
    return bigram !== undefined && spec.bigramIndex ? sql`(${like} AND text_bigrams(${c}) @> array[lower(${bigram})])` : like;
  });
  if (spec.searchAlso) parts.push(spec.searchAlso(pattern));
  // Planned for each term (PLAN_PER_RUN): a generic plan would be one plan for rare and frequent terms alike.
  return sql`(${sql.raw(PLAN_PER_RUN)} ${sql.join(parts, sql` OR `)})`;
}

/**
 * The sort column the query chose: exactly one, declared sortable by the list; otherwise '' (the default order). Own
 * properties only: a column named like a prototype key ('__proto__', 'constructor') is unknown.
 */
export function chosenSortKey(spec: Pick<ListSpec, 'sortable'>, query: Pick<ListQuery, 'sortBy'>): string {
  const cols = sortColumns(query.sortBy);
  return cols.length === 1 && Object.hasOwn(spec.sortable, cols[0]!) ? cols[0]! : '';
}

/** ORDER BY: only with exactly one declared sortable column, otherwise the default order. */
export function orderFor(spec: ListSpec, query: Pick<ListQuery, 'sortBy' | 'sortDesc'>): SQL[] {
  const key = chosenSortKey(spec, query);
  const col = key ? spec.sortable[key] : undefined;
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
function termPlaceholder(spec: ListSpec, bigram: boolean): SQL | undefined {
  if (spec.searchable.length === 0 && !spec.searchAlso) return undefined;
  return matching(spec, sql.placeholder('term'), bigram ? sql.placeholder('bigram') : undefined);
}

type PreparedPair = { page: { execute: (p: Record<string, unknown>) => Promise<unknown[]> }; count: { execute: (p: Record<string, unknown>) => Promise<{ n: number }[]> } };
const preparedLists = new WeakMap<Db, Map<string, PreparedPair>>();

/**
 * Counts that reached their cap, kept in process for CAPPED_COUNT_MS per database handle by the count statement and
 * its parameters. Such a count only says "more than the cap" ("10,000+"), which a few seconds do not change, while
 * counting a big list to its cap reads 10,001 index entries a request (3.4 ms of PostgreSQL for the enquiries of
 * bench:data). A count below its cap is exact and never kept, so a row added to or removed from a small list shows
 * at once; the page's rows are always read.
 */
export const CAPPED_COUNT_MS = 5_000;
const cappedCounts = new WeakMap<Db, LRUCache<string, number>>();
const statementNames = new Map<string, string>();

/** The statement name of a variant: short (PostgreSQL truncates names), the same for a variant within a process. */
function statementName(key: string): string {
  let name = statementNames.get(key);
  if (!name) statementNames.set(key, (name = `list_${statementNames.size + 1}`));
  return name;
}

/** From this offset on a page of a `deepPagesByKey` list numbers only the keys of the rows before it. */
const DEEP_PAGE_OFFSET = 100;
/** From this offset on a page is first compared with how many rows its table can hold at most (`keyRange`). */
const HUGE_PAGE_OFFSET = COUNT_CAP;

/**
 * How a two-character term is looked up in a `bigramIndex` list. The bigram index finds the matching rows wherever
 * they are, one heap page each; walking the default order's index finds them newest first among their neighbours,
 * and the ILIKE alone decides (the bigram condition there would be `text_bigrams()` run on every row, about
 * 10 µs a row since migration 0052, 30-60 µs before). The walk reads `needed / share` rows in order, the bitmap `share × rows`
 * rows at random, which cost about WALK_VS_BITMAP times as much each (a page each, mostly not in shared buffers,
 * against the next row of a page just read): the walk is taken when it reads fewer. The share of each frequent
 * pair is the index's own statistics (pg_stats keeps the most common elements of an expression index, which is
 * what the planner uses too); a pair that is not among them is rare, and without statistics (never analyzed, or
 * PGlite) every pair is looked up in the bigram index.
 */
const WALK_VS_BITMAP = 30;
const STATS_TTL_MS = 10 * 60_000;
type BigramStats = { rows: number; share: Map<string, number>; least: number };
const bigramStats = new WeakMap<Db, Map<string, { at: number; stats: Promise<BigramStats | undefined> }>>();

function statsOf(db: Db, index: string): Promise<BigramStats | undefined> {
  let perDb = bigramStats.get(db);
  if (!perDb) bigramStats.set(db, (perDb = new Map()));
  const cached = perDb.get(index);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.stats;
  const stats = rowsOf<{ elems: string[] | null; freqs: number[] | null; rows: number }>(
    db.execute(sql`
      select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs, t.reltuples::float8 as rows
      from pg_stats s join pg_class i on i.relname = s.tablename and i.relkind = 'i'
        join pg_index x on x.indexrelid = i.oid join pg_class t on t.oid = x.indrelid
      where s.schemaname = current_schema() and i.relnamespace = to_regnamespace(current_schema()) and s.tablename = ${index}
      limit 1`),
  ).then(
    ([r]) => {
      if (!r?.elems || !r.freqs || !(r.rows > 0)) return undefined;
      const share = new Map(r.elems.map((e, i) => [e, Number(r.freqs![i])]));
      return { rows: Number(r.rows), share, least: Math.min(...share.values()) };
    },
    () => undefined,
  );
  perDb.set(index, { at: Date.now(), stats });
  return stats;
}

/** Forgets what was read of the bigram indexes' statistics, so the next search reads them again (after an ANALYZE). */
export function forgetBigramStatistics(db: Db): void {
  bigramStats.delete(db);
  samples.delete(db);
}

/** Whether a two-character term is looked up in the bigram index (true) or found by walking the order (false). */
export async function bigramLookup(db: Db, index: string, term: string, needed: number): Promise<boolean> {
  const stats = await statsOf(db, index);
  const share = stats?.share.get(term.toLowerCase());
  if (!stats || !share) return true;
  return needed / share > WALK_VS_BITMAP * share * stats.rows;
}

/**
 * The pairs of a term that pg_trgm cannot see: pg_trgm keeps only letters and digits, so "nair." is looked up in the
 * trigram index as the word "nair" (20,000 candidates on a million learners, each a table page to read, 75-110 ms
 * for 3 matches). The bigram index keeps every character: its pairs with punctuation ("r.") narrow the candidates to
 * a few hundred (a BitmapAnd of both indexes, 10 ms). ASCII pairs only, lower-cased alike here and in PostgreSQL.
 */
export function blindPairs(term: string): string[] {
  return asciiPairs(term).filter((pair) => /[^a-z0-9]/.test(pair));
}

/** The distinct pairs of printable ASCII characters of a term, lower-cased (alike here and in PostgreSQL). */
function asciiPairs(term: string): string[] {
  const t = term.toLowerCase();
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < t.length; i++) if (/^[\x21-\x7e]{2}$/.test(t.slice(i, i + 2))) pairs.add(t.slice(i, i + 2));
  return [...pairs];
}

/** A pair in at most this share of the rows narrows a lookup in the bigram index; a more frequent one costs more to read than it removes. */
const NARROWING_PAIR_SHARE = 0.05;

/**
 * The pairs of a term that find its candidates in the bigram index: every ASCII pair (lower-cased alike here and in
 * PostgreSQL) but the frequent ones (above NARROWING_PAIR_SHARE, unless all are), by the index's statistics.
 * "nair." on a million learners: "ir" and "r." leave 337 candidates in 2 ms; "ai" (in 54% of the rows) and "na"
 * (12%) add 1-5 ms and remove none.
 */
async function narrowingPairs(db: Db, index: string, term: string): Promise<string[]> {
  const pairs = asciiPairs(term);
  const stats = await statsOf(db, index);
  const share = (p: string) => stats?.share.get(p) ?? 0;
  const narrow = pairs.filter((p) => share(p) <= NARROWING_PAIR_SHARE);
  return narrow.length ? narrow : [pairs.sort((a, b) => share(a) - share(b))[0]!];
}

/**
 * The condition of a longer term with punctuation (`blindPairs`) on a `lowerCased` list: its narrowing pairs in the
 * bigram index, and the term as a substring (`strpos`, exact like the LIKE, which no index takes: the trigram index
 * would add its candidates for the term's words, 20,000 for "nair" among a million learners, as long to read again
 * and AND as the pairs).
 */
function pairsFilter(spec: Pick<ListSpec, 'searchable' | 'searchAlso'>, term: string, pairs: string[]): SQL {
  const parts = spec.searchable.map((c) => sql`(strpos(${c}, lower(${term})) > 0 AND text_bigrams(${c}) @> array[${sql.join(pairs.map((p) => sql`${p}`), sql`, `)}]::text[])`);
  if (spec.searchAlso) parts.push(spec.searchAlso(likePattern(term)));
  return sql`(${sql.raw(PLAN_PER_RUN)} ${sql.join(parts, sql` OR `)})`;
}

/**
 * Whether no row of the sample ANALYZE kept of the searched column (its histogram: 500 rows, migrations 0046 and
 * 0049) contains the term: it then matches well under 1% of the rows, and its few matches are read through the
 * indexes and sorted rather than walked to. Unknown (no statistics, PGlite, or several searched expressions): false.
 */
export async function unsampled(db: Db, spec: Pick<ListSpec, 'searchable'>, term: string): Promise<boolean> {
  return (await sampledShare(db, spec, term)) === 0;
}

/** The share of the statistics sample (see `unsampled`) whose searched text contains the term; undefined: unknown. */
export async function sampledShare(db: Db, spec: Pick<ListSpec, 'searchable'>, term: string): Promise<number | undefined> {
  const col = spec.searchable.length === 1 ? (spec.searchable[0] as PgColumn) : undefined;
  if (!col?.table || typeof col.name !== 'string') return undefined;
  const sample = await sampleOf(db, getTableName(col.table), col.name);
  if (!sample) return undefined;
  const t = term.toLowerCase();
  return sample.filter((v) => v.toLowerCase().includes(t)).length / sample.length;
}

/**
 * A longer term in at least this share of the sample is counted in the walk of the default order, as a frequent pair
 * is (201 matches within at most 20,000 rows of the index, 2-5 ms), not through the trigram index, whose bitmap holds
 * every candidate before the first is counted ("kumar" on a million learners: 20,000, 8-11 ms).
 */
const WALKED_COUNT_SHARE = 0.01;

/**
 * A longer term in at most this share of the sample (one row of its 500) is read through the trigram index and sorted
 * rather than walked to: some 2,000-4,000 matches in a million rows at most, sorted in 10-20 ms, where the walk has
 * no bound when the matches lie far back in the order. "90012" has only frequent pairs (all digits, in every email
 * with a number), so its pairs do not prove it rare (`rareTerm`): its 20 learners among a million were walked to
 * through the whole index, 150-250 ms a request; sorted, about 2 ms.
 */
const SORTED_SHARE = 1 / 500;

const samples = new WeakMap<Db, Map<string, { at: number; sample: Promise<string[] | undefined> }>>();
function sampleOf(db: Db, table: string, column: string): Promise<string[] | undefined> {
  let perDb = samples.get(db);
  if (!perDb) samples.set(db, (perDb = new Map()));
  const key = `${table}.${column}`;
  const cached = perDb.get(key);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.sample;
  const sample = rowsOf<{ bounds: string[] | null }>(
    db.execute(sql`select histogram_bounds::text::text[] as bounds from pg_stats
      where schemaname = current_schema() and tablename = ${table} and attname = ${column} limit 1`),
  ).then(([r]) => (r?.bounds && r.bounds.length >= 100 ? r.bounds : undefined), () => undefined);
  perDb.set(key, { at: Date.now(), sample });
  return sample;
}

/** A term matching at most this many rows is sorted after reading its matches (`unindexedOrder`). */
const RARE_ROWS = 5_000;

/**
 * Whether the bigram statistics prove a term rare: a row containing the term contains each of its pairs, so the
 * term matches at most as many rows as its least frequent pair, and a pair not among the most common elements is
 * in fewer rows than the least common of them. The planner walks the order for a term it expects a few thousand
 * times, supposing the matches spread evenly; "reddy4" (2,223 learners, all 500,000 rows back) then read half
 * the table (300 ms) where its matches sorted take 5 ms.
 */
export async function rareTerm(db: Db, index: string, term: string): Promise<boolean> {
  const stats = await statsOf(db, index);
  if (!stats) return false;
  const chars = Array.from(term.toLowerCase());
  let most = 1;
  for (let i = 0; i + 1 < chars.length; i++) most = Math.min(most, stats.share.get(chars[i]! + chars[i + 1]!) ?? stats.least);
  return most * stats.rows <= RARE_ROWS;
}

/**
 * At most how many rows the list's table holds, when its tie-breaker is a unique integer key: max - min
 * + 1 of the key (two index probes). A page starting beyond it is beyond the end without walking to it. Undefined
 * otherwise.
 */
async function keyRange(db: Db, spec: ListSpec): Promise<number | undefined> {
  const col = spec.tieBreaker as PgColumn;
  if (!spec.deepPagesByKey || !col.table || !/Int|Serial/.test(col.columnType)) return undefined;
  const [r] = await rowsOf<{ n: number | string | null }>(db.execute(sql`select max(${col}) - min(${col}) + 1 as n from ${col.table}`));
  return r?.n === null || r?.n === undefined ? 0 : Number(r.n);
}

/**
 * Runs a paged list in the database: the page and the count of matching rows go out together (two
 * queries, so the page can stop at LIMIT on an index instead of numbering every match); a page at or
 * beyond the end is answered with the first page instead. `build` makes the select with the
 * given WHERE; its columns are the API fields. With `prepared`, the queries are prepared statements.
 *
 * The count stops after COUNT_CAP rows, SEARCH_COUNT_CAP with a term, so a list of a million rows is never counted
 * in full: beyond the cap `total` is a lower bound and `totalCapped` is set. A page starting at or past the cap is
 * not counted at all: its own rows prove more than the cap matched (and a page beyond the end is answered with the
 * first page, counted then), so asking for page 100,000 never counts 2.5 million rows. With `deepPagesByKey` a deep
 * page skips the rows before it by their keys alone, and a page past the most rows the table can hold is not walked.
 */
export function paginate<T extends Record<string, unknown>>(
  db: Db,
  spec: ListSpec,
  query: ListQuery,
  build: (where: SQL | undefined) => PgSelect,
  filters: (SQL | undefined)[] = [],
  prepared?: PreparedList,
): Promise<Page<T>> {
  return run<T>(db, spec, query, build, filters, prepared, true);
}

/**
 * The rows of a page of the list alone, found as `paginate` finds them, without counting the matches: for pickers,
 * which show the first rows and no total (a frequent term's count cost more than its page: "gmail" among a million
 * learners, 30 ms counted to its cap, 3 ms for the rows).
 */
export async function pageItems<T extends Record<string, unknown>>(
  db: Db,
  spec: ListSpec,
  query: ListQuery,
  build: (where: SQL | undefined) => PgSelect,
  filters: (SQL | undefined)[] = [],
): Promise<T[]> {
  return (await run<T>(db, spec, query, build, filters, undefined, false)).items;
}

async function run<T extends Record<string, unknown>>(
  db: Db,
  spec: ListSpec,
  query: ListQuery,
  build: (where: SQL | undefined) => PgSelect,
  filters: (SQL | undefined)[],
  prepared: PreparedList | undefined,
  counting: boolean,
): Promise<Page<T>> {
  const term = effectiveTerm(query.term);
  const limit = term ? SEARCH_COUNT_CAP : COUNT_CAP;
  const offset = query.pageIndex * query.pageSize;
  const counts = offset < limit;
  const sortKey = chosenSortKey(spec, query);
  // A two-character term in the bigram index, or (frequent, in the default order) by the walk; see bigramLookup.
  const twoCharacters = term?.length === MIN_SEARCH_TERM && !!spec.bigramIndex;
  const walk = twoCharacters && !sortKey && !!spec.defaultOrderIndexed && !(await bigramLookup(db, spec.bigramIndex!, term!, Math.max(offset + query.pageSize, counts ? limit + 1 : 0)));
  const bigram = twoCharacters && !walk;
  // A longer term with punctuation, rare: found through the bigram index alone (unprepared lists); see blindPairs.
  const blind = !prepared && !!term && !twoCharacters && !!spec.lowerCased && !!spec.bigramIndex && blindPairs(term).length > 0 && (await unsampled(db, spec, term));
  // A rare term's matches read and sorted (never walked to): proved rare by its pairs (rareTerm), or in at most one row
  // of the statistics sample (SORTED_SHARE).
  const sorted = !sortKey && !!spec.unindexedOrder && !!term && (bigram || blind ||
    (!twoCharacters && ((!!spec.bigramIndex && (await rareTerm(db, spec.bigramIndex, term))) || ((await sampledShare(db, spec, term)) ?? 1) <= SORTED_SHARE)));
  const order = sorted ? [...spec.unindexedOrder!, asc(spec.tieBreaker)] : orderFor(spec, query);
  // A frequent longer term counted in the walk (see WALKED_COUNT_SHARE).
  const walkedCount = counting && (walk || (!!term && !twoCharacters && !sorted && !sortKey && !!spec.defaultOrderIndexed && !prepared && ((await sampledShare(db, spec, term)) ?? 0) >= WALKED_COUNT_SHARE));
  const deep = !!spec.deepPagesByKey;
  const key = sql`${sql.identifier('keys')}.${sql.identifier((spec.tieBreaker as PgColumn).name)}`;
  // The page's rows: from DEEP_PAGE_OFFSET on, the keys of the page first (nothing else computed for the rows skipped).
  const pageOf = (where: SQL | undefined, size: unknown, skip: unknown, byKey: boolean) =>
    byKey
      ? build(inArray(spec.tieBreaker, db.select({ k: key }).from(build(where).orderBy(...order).limit(size as number).offset(skip as number).as('keys')))).orderBy(...order)
      : build(where).orderBy(...order).limit(size as number).offset(skip as number);
  // The count: in the walk, in the page's order (the same newest rows, already read; unordered it would start at
  // the table's oldest).
  const countOf = (where: SQL | undefined, cap: unknown) =>
    db.select({ n: count() }).from((walkedCount ? build(where).orderBy(...order) : build(where)).limit(cap as number).as('matching'));

  let page: (pageIndex: number) => Promise<T[]>;
  let counted: () => Promise<{ n: number }[]>;
  if (prepared) {
    const variant = `${prepared.name}|${sortKey}|${query.sortDesc ? 'd' : 'a'}|${term ? (bigram ? '2' : walk ? 'w' : 't') : ''}${sorted ? 's' : ''}`;
    let cache = preparedLists.get(db);
    if (!cache) preparedLists.set(db, (cache = new Map()));
    const params = { ...prepared.params, ...(term ? { term: likePattern(term), ...(bigram ? { bigram: term } : {}) } : {}) };
    const statements = (byKey: boolean) => {
      const k = `${variant}|${byKey ? 'k' : ''}`;
      let pair = cache.get(k);
      if (!pair) {
        const where = and(...filters, term ? termPlaceholder(spec, bigram) : undefined);
        const name = statementName(k);
        pair = {
          page: pageOf(where, sql.placeholder('limit'), sql.placeholder('offset'), byKey).prepare(name) as unknown as PreparedPair['page'],
          count: countOf(where, sql.placeholder('countLimit')).prepare(`${name}_n`) as unknown as PreparedPair['count'],
        };
        cache.set(k, pair);
      }
      return pair;
    };
    page = (pageIndex) =>
      statements(deep && pageIndex * query.pageSize >= DEEP_PAGE_OFFSET).page.execute({ ...params, limit: query.pageSize, offset: pageIndex * query.pageSize }) as Promise<T[]>;
    const countParams = { ...params, countLimit: limit + 1 };
    counted = keptIfCapped(db, `${variant}|${JSON.stringify(countParams)}`, limit, () => statements(false).count.execute(countParams));
  } else {
    const where = and(...filters, blind ? pairsFilter(spec, term!, await narrowingPairs(db, spec.bigramIndex!, term!)) : termFilter(spec, term, bigram));
    // A rare term's matches are sorted by their keys alone too: the columns of the page's rows are computed for them
    // only ("reddy4", 2,223 learners sorted: 8 ms with every column, 5.5 by key).
    page = (pageIndex) =>
      pageOf(where, query.pageSize, pageIndex * query.pageSize, deep && (sorted || pageIndex * query.pageSize >= DEEP_PAGE_OFFSET)) as unknown as Promise<T[]>;
    // A deep page of the default order starts from a bookmark (see `bookmarked`).
    if (spec.seek && !sortKey && !sorted) {
      const seek = spec.seek;
      const listKey = () => {
        const { sql: text, params } = build(where).orderBy(...order).toSQL();
        return `${text}|${JSON.stringify(params)}`;
      };
      const from = (id: unknown, skip: number) =>
        pageOf(and(where, seekFrom(spec, seek, id)), query.pageSize, skip, deep && skip >= DEEP_PAGE_OFFSET) as unknown as Promise<T[]>;
      page = bookmarked(db, seek, listKey, query.pageSize, from, page);
    }
    counted = () => {
      const q = countOf(where, limit + 1);
      const { sql: text, params } = q.toSQL();
      return keptIfCapped(db, `${text}|${JSON.stringify(params)}`, limit, () => q)();
    };
  }
  // Without counting (pageItems): as if more than the cap matched, so nothing is counted.
  if (!counting) counted = async () => [{ n: limit + 1 }];
  const firstPage = async () => {
    const [rows, [{ n } = { n: 0 }]] = await Promise.all([page(0), counted()]);
    return cappedPage(rows, 0, query.pageSize, n, limit);
  };
  // Beyond the most rows the table can hold: the first page, without walking there.
  if (offset >= HUGE_PAGE_OFFSET) {
    const most = await keyRange(db, spec);
    if (most !== undefined && offset >= most) return firstPage();
  }
  // A rare term's page first: one that is not full gives the count itself ("nair.", 3 matches among a million learners:
  // the count was a second index read as long as the page's, 8-14 ms), and so does the first page when it is beyond
  // the end. Otherwise page and count go out together.
  if (sorted && counting) {
    const n = async (rows: T[], skip: number) => (rows.length < query.pageSize ? skip + rows.length : skip < limit ? Number((await counted())[0]?.n ?? 0) : limit + 1);
    const rows = await page(query.pageIndex);
    if (rows.length > 0 || query.pageIndex === 0) return cappedPage(rows, query.pageIndex, query.pageSize, await n(rows, offset), limit);
    const first = await page(0);
    return cappedPage(first, 0, query.pageSize, await n(first, 0), limit);
  }
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([page(query.pageIndex), counts ? counted() : [{ n: limit + 1 }]]);
  // A page that starts past the cap was not counted: its rows prove more than `limit` matched.
  if (rows.length > 0 || query.pageIndex === 0) return cappedPage(rows, query.pageIndex, query.pageSize, n, limit);
  // Beyond the end: the first page, as every list answers.
  return counts ? cappedPage(await page(0), 0, query.pageSize, n, limit) : firstPage();
}

/**
 * Bookmarks of deep pages (`ListSpec.seek`): the first and last rows of the pages of a list read within BOOKMARK_MS,
 * by the list's statement and parameters, each with its offset. A page at or past DEEP_PAGE_OFFSET starts from the
 * nearest bookmark at or before it (a row compared by its order's values, looked up by its key) and skips only the
 * rows between: page 40 of a frequent two-character term ("mu": 1,025 matches in 51,000 learners, 13-20 ms to walk)
 * reads one page of matches, and so does each next page a user turns to. Rows added or removed before a bookmark
 * within BOOKMARK_MS shift its offset by as many, as the capped count is that old at most; a bookmark whose row is
 * gone finds nothing, and the page is then walked to.
 */
export const BOOKMARK_MS = CAPPED_COUNT_MS;
const BOOKMARKS_PER_LIST = 32;
type Bookmark = { offset: number; id: unknown; at: number };
const bookmarks = new WeakMap<Db, LRUCache<string, Bookmark[]>>();

/** `page` with bookmarks: reads from the nearest fresh one, and keeps the first and last rows of what it read. */
function bookmarked<T extends Record<string, unknown>>(
  db: Db,
  seek: NonNullable<ListSpec['seek']>,
  listKey: () => string,
  pageSize: number,
  from: (id: unknown, skip: number) => Promise<T[]>,
  page: (pageIndex: number) => Promise<T[]>,
): (pageIndex: number) => Promise<T[]> {
  return async (pageIndex) => {
    const offset = pageIndex * pageSize;
    if (offset < DEEP_PAGE_OFFSET) return page(pageIndex);
    let perDb = bookmarks.get(db);
    if (!perDb) bookmarks.set(db, (perDb = new LRUCache<string, Bookmark[]>({ max: 2_000, ttl: BOOKMARK_MS })));
    const key = listKey();
    const now = Date.now();
    const fresh = (perDb.get(key) ?? []).filter((b) => now - b.at < BOOKMARK_MS);
    const mark = fresh.reduce<Bookmark | undefined>((best, b) => (b.offset <= offset && (!best || b.offset > best.offset) ? b : best), undefined);
    let rows = mark ? await from(mark.id, offset - mark.offset) : [];
    if (!rows.length) rows = await page(pageIndex);
    if (rows.length) {
      const last = offset + rows.length - 1;
      const marks = fresh.filter((b) => b.offset !== offset && b.offset !== last);
      marks.push({ offset, id: rows[0]![seek.field], at: now }, { offset: last, id: rows[rows.length - 1]![seek.field], at: now });
      perDb.set(key, marks.slice(-BOOKMARKS_PER_LIST));
    }
    return rows;
  };
}

/** The rows from the one whose tie-breaker is `id` on, in the order of `seek` (none when that row is gone). */
function seekFrom(spec: ListSpec, seek: NonNullable<ListSpec['seek']>, id: unknown): SQL {
  const tie = spec.tieBreaker as PgColumn;
  const at = sql`(select ${seek.column} from ${tie.table} where ${tie} = ${id})`;
  return seek.desc
    ? sql`(${seek.column} <= ${at} and (${seek.column} < ${at} or ${tie} >= ${id}))`
    : sql`(${seek.column} >= ${at} and (${seek.column} > ${at} or ${tie} >= ${id}))`;
}

/** A count that answers from `cappedCounts` when it reached `cap` within CAPPED_COUNT_MS, and keeps it when it does. */
function keptIfCapped(db: Db, key: string, cap: number, run: () => Promise<{ n: number }[]>): () => Promise<{ n: number }[]> {
  return async () => {
    let counts = cappedCounts.get(db);
    if (!counts) cappedCounts.set(db, (counts = new LRUCache<string, number>({ max: 2_000, ttl: CAPPED_COUNT_MS })));
    const kept = counts.get(key);
    if (kept !== undefined) return [{ n: kept }];
    const rows = await run();
    const n = Number(rows[0]?.n ?? 0);
    if (n > cap) counts.set(key, n);
    return rows;
  };
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

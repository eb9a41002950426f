import { desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { effectiveTerm, type ListQuery } from '@app/contracts/list';
import type { KnowledgeItemRow, KnowledgeStatus, KnowledgeTagRow } from '@app/contracts/knowledge';
import type { Db } from '../../platform/db/client.ts';
import { namedQuery } from '../../platform/db/prepared.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { knowledgeAttachments, knowledgeBookmarks, knowledgeFolders, knowledgeItems, knowledgeVersions } from './knowledge.tables.ts';
import { rowsOf } from '../../platform/db/rows.ts';

const f = knowledgeFolders;
const i = knowledgeItems;

/**
 * Who reads: `all` (editors, knowledge.manage) see every folder; otherwise the folders whose own roles and every
 * ancestor's roles hold `role`.
 */
export type FolderScope = { all: true } | { all: false; role: string };

/**
 * The ids of the folders a scope may see, as a subquery (a recursive walk down from the visible roots, so a folder
 * under a hidden one stays hidden). Every read of folders and items filters through this.
 */
export function visibleFolderIds(scope: FolderScope): SQL {
  if (scope.all) return sql`(select ${f.id} from ${f})`;
  return sql`(with recursive vf(id) as (
      select kf.id from ${f} kf where kf.parent_id is null and ${scope.role} = any(kf.roles)
      union all
      select kf.id from ${f} kf join vf on kf.parent_id = vf.id where ${scope.role} = any(kf.roles)
    ) select id from vf)`;
}

/**
 * What the bot looks for: the question's concepts, each met by any of its forms (a form: lexemes that must all be
 * there, already stemmed, e.g. a skill's name and synonyms). `generic` concepts ("SAP", "step") only rank: they
 * never pull candidates from the index.
 */
export type BotConcept = { forms: string[][]; generic: boolean };

export type BotHit = {
  id: number; title: string; passage: string; score: number; folderName: string;
  /** The English lexemes of the title (from the search document: its weight A), and of the title with the passage. */
  titleLexemes: string[]; textLexemes: string[];
};

/** At most this many items come from each way of finding candidates before any is ranked (the cost stays bounded). */
const BOT_POOL = 50;
/** A concept expected in more than this share of the items is too common to pull candidates on its own. */
const BOT_COMMON_SHARE = 0.05;
/** Common concepts together in more than this share of the items find nothing in particular: they only rank. */
const BOT_NOISE_SHARE = 0.3;
const BOT_STATS_MS = 5 * 60_000;

/** A lexeme as a tsquery operand: quoted, so it is taken as it is (already stemmed). */
const operand = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const formQuery = (form: string[]) => (form.length === 1 ? operand(form[0]!) : `(${form.map(operand).join(' & ')})`);
const conceptQuery = (c: BotConcept) => `(${c.forms.map(formQuery).join(' | ')})`;

/**
 * How common each lexeme is among the items: PostgreSQL's own statistics of the search column (the most common
 * lexemes and their shares, kept by ANALYZE), read once every few minutes. A lexeme not listed is rare; no
 * statistics (a small or new repository) leaves every lexeme rare.
 */
const lexemeStats = new WeakMap<Db, { at: number; share: Map<string, number> }>();
async function lexemeShares(db: Db): Promise<Map<string, number>> {
  const cached = lexemeStats.get(db);
  if (cached && Date.now() - cached.at < BOT_STATS_MS) return cached.share;
  const share = new Map<string, number>();
  try {
    const [row] = await rowsOf<{ elems: string[] | null; freqs: number[] | null }>(db.execute(sql`
      select most_common_elems::text::text[] as elems, most_common_elem_freqs::float8[] as freqs
      from pg_stats where schemaname = current_schema() and tablename = 'knowledge_items' and attname = 'search'`));
    if (row?.elems && row.freqs) row.elems.forEach((e, n) => share.set(e, Number(row.freqs![n])));
  } catch {
    // no statistics readable: every lexeme counts as rare (the candidates are still capped)
  }
  lexemeStats.set(db, { at: Date.now(), share });
  return share;
}

/** The expected share of items meeting a concept: any form, a form no more often than its rarest lexeme. */
function conceptShare(c: BotConcept, share: Map<string, number>): number {
  let s = 0;
  for (const f of c.forms) s += Math.min(...f.map((l) => share.get(l) ?? 0));
  return Math.min(1, s);
}

/**
 * Approved items in visible folders best matching a question's concepts, best first. Candidates come from the GIN
 * index only and at most BOT_POOL from each of: items meeting every specific concept; items meeting every common
 * one (too common to search on their own: "order", "credit"), unless nearly every item does; items meeting any
 * rare one. Only those are ranked, by the full-text rank of every concept (title weighted over description over
 * body; normalized to 0..1): an OR of every word ranked over the whole table read ~10,000 rows for a question with
 * a common word. The passage is the item's best matching sentence (with the next one when short) by full-text
 * rank, as plain text; the lexemes of the title and of title and passage come along for the caller's scoring, all
 * in one statement, prepared (one per shape of the query).
 */
export async function searchForBot(db: Db, scope: FolderScope, concepts: BotConcept[], limit: number): Promise<BotHit[]> {
  const all = concepts.filter((c) => c.forms.some((f) => f.length > 0)).map((c) => ({ ...c, forms: c.forms.filter((f) => f.length > 0) }));
  const specific = all.filter((c) => !c.generic);
  if (!specific.length) return [];
  const share = await lexemeShares(db);
  const common = specific.filter((c) => conceptShare(c, share) > BOT_COMMON_SHARE);
  const rare = specific.filter((c) => !common.includes(c));
  const drives = [specific.map(conceptQuery).join(' & ')];
  const commonShare = Math.min(...common.map((c) => conceptShare(c, share)));
  if (common.length && common.length < specific.length && commonShare <= BOT_NOISE_SHARE) drives.push(common.map(conceptQuery).join(' & '));
  if (rare.length && specific.length > 1) drives.push(rare.map(conceptQuery).join(' | '));
  const rankQuery = all.map(conceptQuery).join(' | ');
  const visible = visibleFolderIds(scope);
  const arms = drives.map((d) => sql`(select ki.id from ${i} ki
      where ki.search @@ ${d}::tsquery and ki.status = 'approved' and ki.folder_id in (select id from vis) limit ${BOT_POOL})`);
  type Row = { id: number; title: string; folder_name: string; score: number; passage: string; title_lexemes: string[] | null; passage_lexemes: string[] | null };
  const rank = sql`${rankQuery}::tsquery`;
  const rows = await namedQuery<Row>(db, 'knowledge_bot', sql`
    with vis as materialized (select id from ${visible} v),
    cands as (${sql.join(arms, sql` union `)}),
    top as materialized (
      select ki.id, ki.title, ki.body_text, ki.folder_id, ki.search, ts_rank(ki.search, ${rank}, 32) as r from ${i} ki where ki.id in (select id from cands)
      order by r desc, ki.id limit ${limit}
    ),
    sents as materialized (
      select top.id, row_number() over (partition by top.id order by x.k) as n, x.s, to_tsvector('english', x.s) as v
      from top, lateral (select btrim(s, E' \t\n\r') as s, k from regexp_split_to_table(top.body_text, ${SENTENCE_BREAK}) with ordinality as y(s, k)) x
      where x.s <> ''
    ),
    best as materialized (
      select distinct on (id) id, n from (select id, n, ts_rank(v, ${rank}) as r from sents) b
      where r > 0 order by id, r desc, n
    ),
    passages as materialized (
      select top.id,
        case when best.id is null then left(f1.s || coalesce(' ' || f2.s, ''), 400)
          when length(s1.s) < 120 and s2.s is not null then s1.s || ' ' || s2.s else s1.s end as passage,
        case when best.id is null then f1.v || coalesce(f2.v, ''::tsvector)
          when length(s1.s) < 120 and s2.s is not null then s1.v || s2.v else s1.v end as v
      from top left join best on best.id = top.id
      left join sents s1 on s1.id = best.id and s1.n = best.n
      left join sents s2 on s2.id = best.id and s2.n = best.n + 1
      left join sents f1 on f1.id = top.id and f1.n = 1
      left join sents f2 on f2.id = top.id and f2.n = 2
    )
    select top.id, top.title, kf.name as folder_name, top.r::float8 as score, coalesce(p.passage, '') as passage,
      tsvector_to_array(ts_filter(top.search, '{a}')) as title_lexemes, tsvector_to_array(coalesce(p.v, ''::tsvector)) as passage_lexemes
    from top join ${f} kf on kf.id = top.folder_id join passages p on p.id = top.id
    order by top.r desc, top.id`);
  return rows.map((r) => ({
    id: Number(r.id), title: r.title, folderName: r.folder_name, score: Math.round(Number(r.score) * 1000) / 1000,
    passage: r.passage, titleLexemes: r.title_lexemes ?? [], textLexemes: [...new Set([...(r.title_lexemes ?? []), ...(r.passage_lexemes ?? [])])],
  }));
}

/** The English lexemes of a text (stop words dropped). */
export async function lexemesOf(db: Db, text: string): Promise<string[]> {
  const [row] = await rowsOf<{ l: string[] | null }>(db.execute(sql`select tsvector_to_array(to_tsvector('english', ${text})) as l`));
  return row?.l ?? [];
}

/** Where a text breaks into sentences: after . ! or ? and space(s), before a capital, a digit, a quote or a bracket. */
const SENTENCE_BREAK = '(?<=[.!?])\\s+(?=[A-Z0-9"(])';

// ---------------------------------------------------------------- folders

export type FolderRecord = typeof knowledgeFolders.$inferSelect;

/** The folders a scope may see, with the number of items directly in them (approved ones unless `allStatuses`). */
export async function listFolders(db: Db, scope: FolderScope) {
  const countStatus = scope.all ? sql`true` : sql`ki.status = 'approved'`;
  return rowsOf<{ id: number; parent_id: number | null; name: string; description: string; roles: string[]; items: number }>(db.execute(sql`
    select kf.id, kf.parent_id, kf.name, kf.description, kf.roles,
      (select count(*)::int from ${i} ki where ki.folder_id = kf.id and ${countStatus}) as items
    from ${f} kf where kf.id in ${visibleFolderIds(scope)}
    order by kf.sort_order, lower(kf.name), kf.id`));
}

/** A folder the scope may see, or undefined. */
export async function findFolder(db: Db, scope: FolderScope, id: number): Promise<FolderRecord | undefined> {
  const [row] = await db.select().from(f).where(sql`${f.id} = ${id} and ${f.id} in ${visibleFolderIds(scope)}`);
  return row;
}

export async function insertFolder(db: Db, values: typeof knowledgeFolders.$inferInsert) {
  const [row] = await db.insert(f).values(values).returning();
  return row!;
}

export async function updateFolder(db: Db, id: number, values: Partial<typeof knowledgeFolders.$inferInsert>) {
  const [row] = await db.update(f).set(values).where(sql`${f.id} = ${id}`).returning();
  return row;
}

/** The folder and its descendants' ids. */
export async function subtreeIds(db: Db, id: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(db.execute(sql`
    with recursive sub(id) as (select ${id}::int union all select kf.id from ${f} kf join sub on kf.parent_id = sub.id)
    select id from sub`));
  return rows.map((r) => Number(r.id));
}

/** Items (any state) and subfolders in a folder. */
export async function folderContents(db: Db, id: number) {
  const [row] = await rowsOf<{ items: number; folders: number }>(db.execute(sql`
    select (select count(*)::int from ${i} where folder_id = ${id}) as items,
           (select count(*)::int from ${f} where parent_id = ${id}) as folders`));
  return { items: Number(row!.items), folders: Number(row!.folders) };
}

export async function deleteFolder(db: Db, id: number) {
  await db.delete(f).where(sql`${f.id} = ${id}`);
}

// ---------------------------------------------------------------- items

export type ItemRecord = Omit<typeof knowledgeItems.$inferSelect, 'search'>;
const { search: _search, ...itemColumns } = getTableColumns(i);

export async function findItem(db: Db, id: number): Promise<ItemRecord | undefined> {
  const [row] = await db.select(itemColumns).from(i).where(sql`${i.id} = ${id}`);
  return row;
}

/** An item the viewer may read: in a visible folder, approved, or theirs, or any state for editors. */
export async function findReadable(db: Db, scope: FolderScope, viewerId: number, id: number): Promise<ItemRecord | undefined> {
  const [row] = await db.select(itemColumns).from(i).where(sql`${i.id} = ${id} and ${readable(scope, viewerId)}`);
  return row;
}

/** The rule of who reads what, in SQL: folder visibility, and approved unless theirs (editors: everything). */
export function readable(scope: FolderScope, viewerId: number): SQL {
  if (scope.all) return sql`true`;
  return sql`${i.folderId} in ${visibleFolderIds(scope)} and (${i.status} = 'approved' or ${i.authorId} = ${viewerId})`;
}

export async function insertItem(db: Db, values: typeof knowledgeItems.$inferInsert) {
  const [row] = await db.insert(i).values(values).returning(itemColumns);
  return row!;
}

export async function updateItem(db: Db, id: number, values: Partial<typeof knowledgeItems.$inferInsert>) {
  const [row] = await db.update(i).set(values).where(sql`${i.id} = ${id}`).returning(itemColumns);
  return row!;
}

export async function insertVersion(db: Db, values: typeof knowledgeVersions.$inferInsert) {
  await db.insert(knowledgeVersions).values(values);
}

export async function versions(db: Db, itemId: number) {
  return db.select().from(knowledgeVersions).where(sql`${knowledgeVersions.itemId} = ${itemId}`).orderBy(sql`${knowledgeVersions.version} desc`);
}

export async function findVersion(db: Db, itemId: number, version: number) {
  const [row] = await db.select().from(knowledgeVersions).where(sql`${knowledgeVersions.itemId} = ${itemId} and ${knowledgeVersions.version} = ${version}`);
  return row;
}

export async function attachments(db: Db, itemId: number) {
  return db.select().from(knowledgeAttachments).where(sql`${knowledgeAttachments.itemId} = ${itemId}`).orderBy(knowledgeAttachments.id);
}

export async function findAttachment(db: Db, itemId: number, id: number) {
  const [row] = await db.select().from(knowledgeAttachments).where(sql`${knowledgeAttachments.itemId} = ${itemId} and ${knowledgeAttachments.id} = ${id}`);
  return row;
}

export async function insertAttachment(db: Db, values: typeof knowledgeAttachments.$inferInsert) {
  const [row] = await db.insert(knowledgeAttachments).values(values).returning();
  return row!;
}

export async function deleteAttachment(db: Db, id: number) {
  await db.delete(knowledgeAttachments).where(sql`${knowledgeAttachments.id} = ${id}`);
}

export async function isBookmarked(db: Db, userId: number, itemId: number) {
  const [row] = await db.select({ n: sql<number>`1` }).from(knowledgeBookmarks).where(sql`${knowledgeBookmarks.userId} = ${userId} and ${knowledgeBookmarks.itemId} = ${itemId}`);
  return !!row;
}

export async function setBookmark(db: Db, userId: number, itemId: number, on: boolean) {
  if (on) await db.insert(knowledgeBookmarks).values({ userId, itemId }).onConflictDoNothing();
  else await db.delete(knowledgeBookmarks).where(sql`${knowledgeBookmarks.userId} = ${userId} and ${knowledgeBookmarks.itemId} = ${itemId}`);
}

const tagsJson = sql<KnowledgeTagRow[]>`(select coalesce(jsonb_agg(jsonb_build_object('ID', (t->>'id')::int, 'Type', t->>'type', 'Title', t->>'title')), '[]'::jsonb) from jsonb_array_elements(${i.tags}) t)`;

export type ListFilter = {
  viewerId: number;
  scope: FolderScope;
  status: KnowledgeStatus | 'mine';
  folderIds?: number[];
  tagIds?: number[];
  bookmarked?: boolean;
};

/**
 * Items. A term is a full-text search (websearch syntax over the GIN-indexed document), ranked unless a sort column
 * is asked for, with the best fragments of the body highlighted (ts_headline); otherwise the latest changed first.
 */
export async function listItems(db: Db, q: ListQuery, fl: ListFilter) {
  const term = effectiveTerm(q.term);
  const tsq = term ? sql`websearch_to_tsquery('english', ${term})` : undefined;
  const spec: ListSpec = {
    searchable: [],
    sortable: { Title: i.title, UpdatedOn: i.updatedOn, FolderName: f.name, AuthorName: i.authorName, Status: i.status },
    defaultOrder: tsq ? [sql`ts_rank_cd(${i.search}, ${tsq}) desc`, desc(i.updatedOn)] : [desc(i.updatedOn)],
    tieBreaker: i.id,
  };
  const filters: (SQL | undefined)[] = [
    fl.status === 'mine' ? sql`${i.authorId} = ${fl.viewerId}` : sql`${i.status} = ${fl.status} and ${readable(fl.scope, fl.viewerId)}`,
    tsq ? sql`${i.search} @@ ${tsq}` : undefined,
    fl.folderIds ? (fl.folderIds.length ? inArray(i.folderId, fl.folderIds) : sql`false`) : undefined,
    fl.tagIds?.length ? sql`${i.tagIds} @> ${sql.raw(`array[${fl.tagIds.map(Number).join(',')}]::int[]`)}` : undefined,
    fl.bookmarked ? sql`exists (select 1 from ${knowledgeBookmarks} b where b.item_id = ${i.id} and b.user_id = ${fl.viewerId})` : undefined,
  ];
  const headline = tsq
    ? sql<string | null>`ts_headline('english', ${i.bodyText}, ${tsq}, 'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "')`
    : sql<string | null>`null::text`;
  return paginate<KnowledgeItemRow & { ReviewComment: string | null }>(
    db, spec, q,
    (where) => db.select({
      ID: i.id, Title: i.title, Description: i.description, FolderID: i.folderId, FolderName: f.name, Tags: tagsJson,
      AuthorName: i.authorName, Status: sql<KnowledgeStatus>`${i.status}`, UpdatedOn: isoTime(i.updatedOn),
      Bookmarked: sql<boolean>`exists (select 1 from ${knowledgeBookmarks} b where b.item_id = ${i.id} and b.user_id = ${fl.viewerId})`,
      Headline: headline, ReviewComment: i.reviewComment,
    }).from(i).innerJoin(f, eq(f.id, i.folderId)).where(where).$dynamic(),
    filters,
  );
}

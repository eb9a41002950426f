import { desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { effectiveTerm, type ListQuery } from '@app/contracts/list';
import type { KnowledgeItemRow, KnowledgeStatus, KnowledgeTagRow } from '@app/contracts/knowledge';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { knowledgeAttachments, knowledgeBookmarks, knowledgeFolders, knowledgeItems, knowledgeVersions } from './knowledge.tables.ts';

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

/** An OR query of a plain-words question's lexemes (stop words dropped), so a question matches any of its terms. */
export const anyWordsQuery = (q: string) => sql`replace(plainto_tsquery('english', ${q})::text, '&', '|')::tsquery`;

export type BotHit = { id: number; title: string; passage: string; score: number; folderName: string };

/**
 * Approved items in visible folders best matching a question: full-text rank (any of its words; normalized to
 * 0..1) combined with trigram word similarity of the question to the title, among the best candidates of each. The passage is the item's best
 * matching sentence(s) (by full-text rank of each sentence), as plain text.
 */
export async function searchForBot(db: Db, scope: FolderScope, q: string, limit: number): Promise<BotHit[]> {
  const tsq = anyWordsQuery(q);
  type Row = { id: number; title: string; body_text: string; folder_name: string; score: number };
  // Candidates from each index on its own (the GIN full-text index, ranked; the trigram index on titles): one query
  // with "matches the words OR reads like the title" scanned and ranked every item (430 ms over 10,000 items, 42 ms so).
  const pool = Math.max(40, limit * 5);
  const visible = visibleFolderIds(scope);
  const rows = await db.execute(sql`
    with query as (select ${tsq} as q),
    cands as (
      (select ki.id from ${i} ki, query
        where ki.status = 'approved' and ki.folder_id in ${visible} and ki.search @@ query.q
        order by ts_rank(ki.search, query.q, 32) desc, ki.id limit ${pool})
      union
      (select ki.id from ${i} ki
        where ki.status = 'approved' and ki.folder_id in ${visible} and ki.title %> ${q}
        order by word_similarity(${q}, ki.title) desc, ki.id limit ${pool})
    ),
    hits as (
      select ${i.id} as id, ${i.title} as title, ${i.bodyText} as body_text, ${i.folderId} as folder_id,
        (0.7 * ts_rank(${i.search}, query.q, 32) + 0.3 * word_similarity(${q}, ${i.title}))::float8 as score
      from ${i}, query
      where ${i.id} in (select id from cands)
    )
    select hits.id, hits.title, hits.body_text, ${f.name} as folder_name, hits.score
    from hits join ${f} on ${f.id} = hits.folder_id
    order by hits.score desc, hits.id
    limit ${limit}`);
  const list = rowsOf<Row>(rows);
  if (!list.length) return [];
  const passages = await bestSentences(db, list.map((r) => ({ id: r.id, text: r.body_text })), q);
  return list.map((r) => ({
    id: r.id, title: r.title, folderName: r.folder_name, score: Math.round(Number(r.score) * 1000) / 1000,
    passage: passages.get(r.id) ?? firstSentences(r.body_text),
  }));
}

/** The best matching one or two adjacent sentences of each text for a question (full-text rank per sentence). */
async function bestSentences(db: Db, texts: { id: number; text: string }[], q: string): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const sentences: { id: number; n: number; s: string }[] = [];
  for (const t of texts) splitSentences(t.text).forEach((s, n) => sentences.push({ id: t.id, n, s }));
  if (!sentences.length) return out;
  const rows = rowsOf<{ id: number; n: number; rank: number }>(await db.execute(sql`
    select x.id, x.n, ts_rank(to_tsvector('english', x.s), ${anyWordsQuery(q)})::float8 as rank
    from jsonb_to_recordset(${JSON.stringify(sentences)}::jsonb) as x(id int, n int, s text)`));
  const best = new Map<number, { n: number; rank: number }>();
  for (const r of rows) {
    const b = best.get(r.id);
    if (Number(r.rank) > 0 && (!b || Number(r.rank) > b.rank)) best.set(r.id, { n: r.n, rank: Number(r.rank) });
  }
  for (const t of texts) {
    const b = best.get(t.id);
    if (!b) continue;
    const all = splitSentences(t.text);
    let passage = all[b.n]!;
    // A short sentence carries its neighbour along, so the passage reads on its own.
    if (passage.length < 120 && all[b.n + 1]) passage = `${passage} ${all[b.n + 1]}`;
    out.set(t.id, passage);
  }
  return out;
}

export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).map((s) => s.trim()).filter(Boolean);
}

function firstSentences(text: string): string {
  const s = splitSentences(text);
  return s.slice(0, 2).join(' ').slice(0, 400);
}

/** Rows of a raw query on PGlite and node-postgres alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

// ---------------------------------------------------------------- folders

export type FolderRecord = typeof knowledgeFolders.$inferSelect;

/** The folders a scope may see, with the number of items directly in them (approved ones unless `allStatuses`). */
export async function listFolders(db: Db, scope: FolderScope) {
  const countStatus = scope.all ? sql`true` : sql`ki.status = 'approved'`;
  return rowsOf<{ id: number; parent_id: number | null; name: string; description: string; roles: string[]; items: number }>(await db.execute(sql`
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
  const rows = rowsOf<{ id: number }>(await db.execute(sql`
    with recursive sub(id) as (select ${id}::int union all select kf.id from ${f} kf join sub on kf.parent_id = sub.id)
    select id from sub`));
  return rows.map((r) => Number(r.id));
}

/** Items (any state) and subfolders in a folder. */
export async function folderContents(db: Db, id: number) {
  const [row] = rowsOf<{ items: number; folders: number }>(await db.execute(sql`
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

import { and, asc, count, desc, eq, getTableColumns, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { effectiveTerm, type ListQuery, type Page } from '@app/contracts/list';
import type { CommentRow, ForumReport, ForumSort, ReportStatus, ThreadRow, TopicRow } from '@app/contracts/forum';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { DATA_VERSIONS, dataVersionSql } from '../../platform/db/data-versions.ts';
import { namedQuery, preparedPerDb } from '../../platform/db/prepared.ts';
import { MAX_RANKED, cappedPage, chosenSortKey, paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { forumBookmarks, forumPosts, forumReports, forumSanctions, forumUseful } from './forum.tables.ts';

/** A post as the service reads it: every column but the search document (large, and only ever matched in SQL). */
const { search: _search, ...postColumns } = getTableColumns(forumPosts);
export type PostRecord = Omit<typeof forumPosts.$inferSelect, 'search'>;
export type ReportRecord = typeof forumReports.$inferSelect;

const p = forumPosts;
const topic = alias(forumPosts, 'topic');
/**
 * The post's id, always qualified: in the select list of a one-table query drizzle writes a column unqualified, and
 * inside a subquery "id" then names the subquery's own table's id (forum_reports.id, a thread's id).
 */
const postId = sql.raw('"forum_posts"."id"');
const pendingReports = sql<number>`(select count(*)::int from ${forumReports} r where r.post_id = ${postId} and r.status = 'pending')`;
const latestReport = sql<number | null>`(select max(r.id) from ${forumReports} r where r.post_id = ${postId} and r.status = 'pending')`;
const visible = eq(p.status, 'visible');

// ---------------------------------------------------------------- posts

export async function insertPost(db: Db, values: typeof forumPosts.$inferInsert) {
  const [row] = await db.insert(forumPosts).values(values).returning(postColumns);
  return row!;
}

export async function findPost(db: Db, id: number) {
  const [row] = await db.select(postColumns).from(forumPosts).where(eq(p.id, id));
  return row;
}

/** The post locked for the rest of the transaction (counters and statuses change one at a time per post). */
export async function lockPost(db: Db, id: number) {
  const [row] = await db.select(postColumns).from(forumPosts).where(eq(p.id, id)).for('update');
  return row;
}

export async function updatePost(db: Db, id: number, values: Partial<typeof forumPosts.$inferInsert>) {
  const [row] = await db.update(forumPosts).set(values).where(eq(p.id, id)).returning(postColumns);
  return row!;
}

/**
 * Takes the topic's row lock and bumps its page version: the first statement of every transaction that changes a
 * topic's answers or comments, so such transactions meet on the topic row first and never lock each other's rows in
 * opposite orders (the triggers of migration 0041 bump the version again from the changed rows; harmless).
 */
export async function touchTopic(db: Db, topicId: number) {
  await db.update(forumPosts).set({ pageVersion: sql`${p.pageVersion} + 1` }).where(eq(p.id, topicId));
}

/**
 * Everything a topic page reads per request, in one statement: the topic, its page version (the key of the cached
 * answers), and the viewer's part: their bookmark, their useful marks on its answers, and whether it has answers
 * (the author may delete it only without). `viewer` 0 is a visitor.
 */
const topicHeadQuery = preparedPerDb((db) =>
  db
    .select({
      ...postColumns,
      bookmarked: sql<boolean>`exists (select 1 from ${forumBookmarks} b where b.user_id = ${sql.placeholder('viewer')} and b.topic_id = ${postId})`,
      marks: sql<number[]>`array(select u.post_id from ${forumUseful} u join ${forumPosts} th on th.id = u.post_id where u.user_id = ${sql.placeholder('viewer')} and th.topic_id = ${postId} and th.kind = 'thread')`,
      hasAnswers: sql<boolean>`("forum_posts"."user_id" = ${sql.placeholder('viewer')} and exists (select 1 from ${forumPosts} c where c.topic_id = ${postId} and c.kind = 'thread' and c.status <> 'deleted'))`,
    })
    .from(forumPosts)
    .where(eq(p.id, sql.placeholder('id')))
    .prepare('forum_topic_head'),
);

export async function topicHead(db: Db, id: number, viewerId: number | null) {
  const [row] = await topicHeadQuery(db).execute({ id, viewer: viewerId ?? 0 });
  return row;
}

/** Members with a held answer or comment in a topic (they see it: their page is not the one every reader sees). */
export async function heldAuthors(db: Db, topicId: number): Promise<Set<number>> {
  const rows = await db.selectDistinct({ id: p.userId }).from(forumPosts).where(and(eq(p.topicId, topicId), eq(p.status, 'held')));
  return new Set(rows.map((r) => r.id));
}

/** Recounts the visible replies of a topic (threads) or thread (comments). */
export async function recountReplies(db: Db, parentId: number, kind: 'topic' | 'thread') {
  const cond = kind === 'topic' ? sql`c.topic_id = ${parentId} and c.kind = 'thread'` : sql`c.thread_id = ${parentId}`;
  await db
    .update(forumPosts)
    .set({ replyCount: sql`(select count(*)::int from ${forumPosts} c where ${cond} and c.status = 'visible')` })
    .where(eq(p.id, parentId));
}

/** Replies of any status under a post (a post with replies cannot be deleted by its author). */
export async function replyCount(db: Db, post: PostRecord): Promise<number> {
  const where = post.kind === 'topic' ? and(eq(p.topicId, post.id), eq(p.kind, 'thread'), ne(p.status, 'deleted')) : post.kind === 'thread' ? and(eq(p.threadId, post.id), ne(p.status, 'deleted')) : sql`false`;
  const [r] = await db.select({ n: count() }).from(forumPosts).where(where);
  return r?.n ?? 0;
}

/** Posts of a user since a time (the posting rate limit). */
export async function postsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [r] = await db.select({ n: count() }).from(forumPosts).where(and(eq(p.userId, userId), gt(p.createdOn, since)));
  return r?.n ?? 0;
}

// ---------------------------------------------------------------- lists

const topicColumns = {
  ID: p.id,
  Title: p.title,
  Description: sql<string>`left(${p.bodyText}, 300)`,
  UserID: p.userId,
  UserName: p.userName,
  CreatedOn: isoTime(p.createdOn),
  LastActivityOn: isoTime(p.lastActivityOn),
  Tags: p.tags,
  CourseID: p.courseId,
  CourseTitle: p.courseTitle,
  LessonID: p.lessonId,
  LessonTitle: p.lessonTitle,
  Answers: p.replyCount,
  Accepted: sql<boolean>`(${p.acceptedThreadId} is not null)`,
  Status: p.status,
};

/** Which statuses a list shows. */
export type Scope = 'visible' | 'mine' | 'all';
const inScope = (scope: Scope) => (scope === 'visible' ? visible : scope === 'mine' ? inArray(p.status, ['visible', 'held']) : ne(p.status, 'deleted'));

export type TopicFilter = {
  sort?: ForumSort;
  tag?: string;
  courseId?: number;
  lessonId?: number;
  /** visible: what learners see; mine: the author's visible and held posts; all: every post not deleted (moderators). */
  scope: Scope;
  userId?: number;
  bookmarkedBy?: number;
  reportedOnly?: boolean;
  /** Only posts in this status (moderators' held and hidden lists). */
  status?: 'held' | 'hidden';
};

/** The plain search (a term over the visible topics, no other filter or sort) as the service answers it (cached). */
export type PlainSearch = (term: string, q: ListQuery) => Promise<Page<TopicRow>>;

/**
 * Topics. A term is a full-text search (websearch syntax over the GIN-indexed document: title weight A, body B),
 * ranked unless a sort column is asked for; otherwise newest first, most recent activity, or unanswered. The plain
 * search goes to `plainSearch` when given.
 */
export async function listTopics(db: Db, q: ListQuery, f: TopicFilter, plainSearch?: PlainSearch) {
  const term = effectiveTerm(q.term);
  const tsq = term ? sql`websearch_to_tsquery('english', ${term})` : undefined;
  const defaultOrder: SQL[] = f.reportedOnly
    ? [sql`${pendingReports} desc`, desc(p.lastActivityOn)]
    : tsq && !f.sort
      ? [sql`ts_rank(${p.search}, ${tsq}) desc`, desc(p.createdOn)]
      : f.sort === 'active'
        ? [desc(p.lastActivityOn)]
        : [desc(p.createdOn)];
  const spec: ListSpec = {
    searchable: [],
    sortable: { Title: p.title, CreatedOn: p.createdOn, LastActivityOn: p.lastActivityOn, Answers: p.replyCount, UserName: p.userName },
    defaultOrder,
    tieBreaker: p.id,
  };
  const filters: (SQL | undefined)[] = [
    eq(p.kind, 'topic'),
    inScope(f.scope),
    tsq ? sql`${p.search} @@ ${tsq}` : undefined,
    f.sort === 'unanswered' ? eq(p.replyCount, 0) : undefined,
    f.tag ? sql`${p.tags} @> array[${f.tag}]::text[]` : undefined,
    f.courseId ? eq(p.courseId, f.courseId) : undefined,
    f.lessonId ? eq(p.lessonId, f.lessonId) : undefined,
    f.userId ? eq(p.userId, f.userId) : undefined,
    f.bookmarkedBy ? sql`exists (select 1 from ${forumBookmarks} b where b.topic_id = ${p.id} and b.user_id = ${f.bookmarkedBy})` : undefined,
    f.reportedOnly ? sql`${pendingReports} > 0` : undefined,
    f.status ? eq(p.status, f.status) : undefined,
  ];
  const chosenSort = !!chosenSortKey(spec, q);
  if (term && !f.sort && !f.reportedOnly && !chosenSort) {
    const extra = filters.slice(3);
    if (plainSearch && f.scope === 'visible' && extra.every((x) => x === undefined)) return plainSearch(term, q);
    return rankedTopics(db, q, term, f.scope, extra);
  }
  return paginate<TopicRow>(
    db, spec, q,
    (where) => db.select({ ...topicColumns, Reports: f.reportedOnly ? pendingReports : sql<number>`0`, ReportID: f.reportedOnly ? latestReport : sql<number | null>`null::int` }).from(p).where(where).$dynamic(),
    filters,
  );
}

/*
 * At most MAX_RANKED matches of a search are ranked (a term found in more topics is ranked among these). The rank is
 * ts_rank: the words' frequency under the document's weights (title A above body B); ts_rank_cd's cover density,
 * which walks every match's word positions, was a third of the statement's cost for 1,000 matches.
 */

const rankedStatement = (db: Db, scope: SQL, extra: (SQL | undefined)[]) => {
  const tsq = sql`websearch_to_tsquery('english', ${sql.placeholder('term')})`;
  const m = db.$with('m').as(
    db
      .select({ id: sql<number>`${p.id}`.as('mid'), rank: sql<number>`ts_rank(${p.search}, ${tsq})`.as('rank'), created: sql<Date>`${p.createdOn}`.as('created') })
      .from(p)
      .where(and(eq(p.kind, 'topic'), scope, sql`${p.search} @@ ${tsq}`, ...extra))
      .limit(MAX_RANKED + 1),
  );
  const top = db.$with('top').as(
    db.select({ id: m.id, rank: m.rank, created: m.created }).from(m).orderBy(desc(m.rank), desc(m.created), asc(m.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')),
  );
  return db
    .with(m, top)
    .select({ ...topicColumns, Reports: sql<number>`0`, ReportID: sql<number | null>`null::int`, matches: sql<number>`(select count(*)::int from ${m})` })
    .from(top)
    .innerJoin(p, eq(p.id, top.id))
    .orderBy(desc(top.rank), desc(top.created), asc(top.id));
};

/**
 * A ranked search in one statement: the matches are found through the GIN index and ranked once (id, rank and date
 * only, at most MAX_RANKED of them), counted, and only the page's rows are read and formatted. (Ranked, every match
 * must be read before the first row is known, so a separate count would read them all again.) A page beyond the end
 * answers the first page, as every list does.
 */
async function rankedTopics(db: Db, q: ListQuery, term: string, scope: Scope, extra: (SQL | undefined)[]): Promise<Page<TopicRow>> {
  const read = (pageIndex: number) =>
    rankedStatement(db, inScope(scope), extra).execute({ term, limit: q.pageSize, offset: pageIndex * q.pageSize }) as Promise<(TopicRow & { matches: number })[]>;
  let pageIndex = q.pageIndex;
  let rows = await read(pageIndex);
  if (!rows.length && pageIndex > 0) rows = await read((pageIndex = 0));
  return cappedPage(rows.map(({ matches: _, ...x }) => x as TopicRow), pageIndex, q.pageSize, rows[0]?.matches ?? 0, MAX_RANKED);
}

const searchVersionSql = dataVersionSql(DATA_VERSIONS.forumSearch);

/**
 * The ids of the plain search's matches (visible topics), best first as the ranked page orders them, at most
 * MAX_RANKED + 1, with the search version read in the same statement (so in the same snapshot as the matches).
 */
export async function rankedTopicIds(db: Db, term: string): Promise<{ ids: number[]; version: number | null }> {
  const tsq = sql`websearch_to_tsquery('english', ${term})`;
  const [row] = await namedQuery<{ ids: number[]; version: number | null }>(db, 'forum_ranked_ids', sql`
    with m as (
      select ${p.id} as id, ts_rank(${p.search}, ${tsq}) as rank, ${p.createdOn} as created from ${p}
      where ${p.kind} = 'topic' and ${visible} and ${p.search} @@ ${tsq} limit ${MAX_RANKED + 1}
    )
    select coalesce((select array_agg(id order by rank desc, created desc, id) from m), '{}') as ids, ${searchVersionSql} as version`);
  return { ids: row?.ids ?? [], version: row?.version ?? null };
}

const topicsByIdsStatement = preparedPerDb((db) =>
  db.select({ ...topicColumns, Reports: sql<number>`0`, ReportID: sql<number | null>`null::int`, version: searchVersionSql })
    .from(p)
    .where(and(sql`${p.id} = any(${sql.placeholder('ids')}::int[])`, eq(p.kind, 'topic'), visible))
    .prepare('forum_topics_by_ids'));

/** Visible topics by id in the order of `ids`, with the search version read in the same statement. */
export async function topicsByIds(db: Db, ids: number[]): Promise<{ rows: TopicRow[]; version: number | null }> {
  const found = (await topicsByIdsStatement(db).execute({ ids })) as (TopicRow & { version: number | null })[];
  const byId = new Map(found.map(({ version: _, ...r }) => [r.ID, r as TopicRow]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, version: found[0]?.version ?? (found.length ? null : await searchVersion(db)) };
}

export async function searchVersion(db: Db): Promise<number | null> {
  const [row] = await namedQuery<{ version: number | null }>(db, 'forum_search_version', sql`select ${searchVersionSql} as version`);
  return row?.version ?? null;
}

export type ThreadFilter = { scope?: Scope; topicId?: number; userId?: number; reportedOnly?: boolean; usefulOnly?: boolean; status?: 'held' | 'hidden' };

export async function listThreads(db: Db, q: ListQuery, f: ThreadFilter) {
  const spec: ListSpec = {
    searchable: [p.bodyText, p.userName],
    sortable: { CreatedOn: p.createdOn, Useful: p.usefulCount, UserName: p.userName },
    defaultOrder: f.usefulOnly ? [desc(p.usefulCount), desc(p.createdOn)] : f.reportedOnly ? [sql`${pendingReports} desc`, desc(p.createdOn)] : [desc(p.createdOn)],
    tieBreaker: p.id,
  };
  const filters: (SQL | undefined)[] = [
    eq(p.kind, 'thread'),
    inScope(f.scope ?? 'all'),
    f.scope === 'all' || !f.scope ? undefined : eq(topic.status, 'visible'),
    f.topicId ? eq(p.topicId, f.topicId) : undefined,
    f.userId ? eq(p.userId, f.userId) : undefined,
    f.reportedOnly ? sql`${pendingReports} > 0` : undefined,
    f.usefulOnly ? gt(p.usefulCount, 0) : undefined,
    f.status ? eq(p.status, f.status) : undefined,
  ];
  return paginate<ThreadRow>(
    db, spec, q,
    (where) =>
      db
        .select({
          ID: p.id, TopicID: sql<number>`${p.topicId}`, TopicTitle: topic.title, Description: p.body, UserID: p.userId, UserName: p.userName,
          CreatedOn: isoTime(p.createdOn), Useful: p.usefulCount, Comments: p.replyCount,
          Accepted: sql<boolean>`(${topic.acceptedThreadId} is not distinct from ${p.id})`, Status: p.status,
          // Who reported what stays with the moderators: an author's own list carries no report figures.
          Reports: f.scope === 'mine' ? sql<number>`0` : pendingReports, ReportID: f.scope === 'mine' ? sql<number | null>`null::int` : latestReport,
        })
        .from(p)
        .innerJoin(topic, eq(topic.id, p.topicId))
        .where(where)
        .$dynamic(),
    filters,
  );
}

export type CommentFilter = { topicId?: number; threadId?: number; reportedOnly?: boolean; status?: 'held' | 'hidden' };

export async function listComments(db: Db, q: ListQuery, f: CommentFilter) {
  const spec: ListSpec = {
    searchable: [p.bodyText, p.userName],
    sortable: { CreatedOn: p.createdOn, UserName: p.userName },
    defaultOrder: f.reportedOnly ? [sql`${pendingReports} desc`, desc(p.createdOn)] : [desc(p.createdOn)],
    tieBreaker: p.id,
  };
  const filters: (SQL | undefined)[] = [
    eq(p.kind, 'comment'),
    ne(p.status, 'deleted'),
    f.topicId ? eq(p.topicId, f.topicId) : undefined,
    f.threadId ? eq(p.threadId, f.threadId) : undefined,
    f.reportedOnly ? sql`${pendingReports} > 0` : undefined,
    f.status ? eq(p.status, f.status) : undefined,
  ];
  return paginate<CommentRow>(
    db, spec, q,
    (where) =>
      db
        .select({
          ID: p.id, TopicID: sql<number>`${p.topicId}`, TopicTitle: topic.title, ThreadID: sql<number>`${p.threadId}`, Description: p.body,
          UserID: p.userId, UserName: p.userName, CreatedOn: isoTime(p.createdOn), Status: p.status, Reports: pendingReports, ReportID: latestReport,
        })
        .from(p)
        .innerJoin(topic, eq(topic.id, p.topicId))
        .where(where)
        .$dynamic(),
    filters,
  );
}

/** Who reads a topic page: a visitor (no id), a member, or a moderator. */
export type Reader = { userId: number | null; moderator: boolean };

/** The posts a reader sees, in SQL: visible ones, their own held ones, or (moderators) any not deleted. */
function shownTo(r: Reader): SQL {
  if (r.moderator) return ne(p.status, 'deleted');
  return r.userId ? sql`(${p.status} = 'visible' or (${p.status} = 'held' and ${p.userId} = ${r.userId}))` : visible;
}

/** The first `limit` answers of a topic the reader sees (the accepted one first, then oldest first) and how many there are. */
export async function threadsOfTopic(db: Db, topicId: number, r: Reader, limit: number, acceptedId: number | null) {
  const where = and(eq(p.topicId, topicId), eq(p.kind, 'thread'), shownTo(r));
  const [rows, counted] = await Promise.all([
    db.select(postColumns).from(forumPosts).where(where).orderBy(sql`(${p.id} = ${acceptedId ?? 0}) desc`, asc(p.id)).limit(limit),
    db.select({ n: count() }).from(forumPosts).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/**
 * The latest `latest` comments the reader sees on each of some answers, oldest first, each with how many the reader
 * sees on its answer in all (`total`): a topic page shows a few per answer and "Show all comments" asks for the rest.
 */
export async function latestCommentsOfThreads(db: Db, threadIds: number[], r: Reader, latest: number) {
  if (!threadIds.length) return [];
  const ranked = db
    .select({
      id: p.id,
      rank: sql<number>`row_number() over (partition by ${p.threadId} order by ${p.id} desc)`.as('rank'),
      total: sql<number>`count(*) over (partition by ${p.threadId})`.mapWith(Number).as('total'),
    })
    .from(forumPosts)
    .where(and(inArray(p.threadId, threadIds), eq(p.kind, 'comment'), shownTo(r)))
    .as('ranked');
  return db
    .select({ ...postColumns, total: ranked.total })
    .from(forumPosts)
    .innerJoin(ranked, eq(ranked.id, p.id))
    .where(sql`${ranked.rank} <= ${latest}`)
    .orderBy(asc(p.id));
}

/** Every comment the reader sees on one answer, oldest first (at most `limit`, the latest ones). */
export async function commentsOfThread(db: Db, threadId: number, r: Reader, limit: number) {
  const rows = await db
    .select(postColumns)
    .from(forumPosts)
    .where(and(eq(p.threadId, threadId), eq(p.kind, 'comment'), shownTo(r)))
    .orderBy(desc(p.id))
    .limit(limit);
  return rows.reverse();
}

/** The threads and comments of a topic (not deleted), oldest first. */
export async function postsOfTopic(db: Db, topicId: number) {
  return db
    .select(postColumns)
    .from(forumPosts)
    .where(and(eq(p.topicId, topicId), ne(p.status, 'deleted')))
    .orderBy(asc(p.id));
}

// ---------------------------------------------------------------- marks and bookmarks

export async function usefulMarks(db: Db, userId: number, threadIds: number[]): Promise<Set<number>> {
  if (!threadIds.length) return new Set();
  const rows = await db.select({ id: forumUseful.postId }).from(forumUseful).where(and(eq(forumUseful.userId, userId), inArray(forumUseful.postId, threadIds)));
  return new Set(rows.map((r) => r.id));
}

/** Sets or removes the user's mark; true when something changed. */
export async function setUseful(db: Db, postId: number, userId: number, on: boolean): Promise<boolean> {
  const rows = on
    ? await db.insert(forumUseful).values({ postId, userId }).onConflictDoNothing().returning({ id: forumUseful.postId })
    : await db.delete(forumUseful).where(and(eq(forumUseful.postId, postId), eq(forumUseful.userId, userId))).returning({ id: forumUseful.postId });
  if (rows.length) {
    await db.update(forumPosts).set({ usefulCount: sql`(select count(*)::int from ${forumUseful} u where u.post_id = ${postId})` }).where(eq(p.id, postId));
  }
  return rows.length > 0;
}

export async function isBookmarked(db: Db, topicId: number, userId: number): Promise<boolean> {
  const [r] = await db.select({ id: forumBookmarks.topicId }).from(forumBookmarks).where(and(eq(forumBookmarks.topicId, topicId), eq(forumBookmarks.userId, userId)));
  return !!r;
}

export async function setBookmark(db: Db, topicId: number, userId: number, on: boolean) {
  if (on) await db.insert(forumBookmarks).values({ topicId, userId }).onConflictDoNothing();
  else await db.delete(forumBookmarks).where(and(eq(forumBookmarks.topicId, topicId), eq(forumBookmarks.userId, userId)));
}

// ---------------------------------------------------------------- reports

/** Inserts a report; undefined when the user already reported the post. */
export async function insertReport(db: Db, values: typeof forumReports.$inferInsert) {
  const [row] = await db.insert(forumReports).values(values).onConflictDoNothing().returning();
  return row;
}

/** Pending reports of a post (distinct users by the unique index). */
export async function pendingReportCount(db: Db, postId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(forumReports).where(and(eq(forumReports.postId, postId), eq(forumReports.status, 'pending')));
  return r?.n ?? 0;
}

export async function findReport(db: Db, id: number) {
  const [row] = await db.select().from(forumReports).where(eq(forumReports.id, id));
  return row;
}

/** Closes every pending report of a post with the moderator's decision. */
export async function resolveReports(db: Db, postId: number, status: ReportStatus, by: number, on: Date) {
  await db
    .update(forumReports)
    .set({ status, resolvedBy: by, resolvedOn: on })
    .where(and(eq(forumReports.postId, postId), eq(forumReports.status, 'pending')));
}

const r = forumReports;
const reportColumns = {
  ReportID: r.id, ReportType: r.reportType, ReportedByName: r.reportedByName, Explaination: r.explanation,
  Topic: sql<string>`coalesce(${topic.title}, ${p.title})`, Type: p.kind, PostID: p.id,
  TopicID: sql<number>`coalesce(${p.topicId}, ${p.id})`, ThreadID: p.threadId, Status: r.status, CreatedOn: isoTime(r.createdOn), PostStatus: p.status,
};

/** Reports, newest first: every one (moderators), or one member's own (`reportedBy`). */
export async function listReports(db: Db, q: ListQuery, f: { status?: ReportStatus; reportedBy?: number }) {
  const spec: ListSpec = {
    searchable: [r.reportType, r.reportedByName, r.explanation],
    sortable: { CreatedOn: r.createdOn, ReportType: r.reportType, Status: r.status },
    defaultOrder: [desc(r.createdOn)],
    tieBreaker: r.id,
  };
  return paginate<ForumReport>(
    db, spec, q,
    (where) => db.select(reportColumns).from(r).innerJoin(p, eq(p.id, r.postId)).leftJoin(topic, eq(topic.id, p.topicId)).where(where).$dynamic(),
    [f.status ? eq(r.status, f.status) : undefined, f.reportedBy ? eq(r.reportedBy, f.reportedBy) : undefined],
  );
}

export async function setReportStatus(db: Db, id: number, status: ReportStatus, by: number, on: Date) {
  await db.update(forumReports).set({ status, resolvedBy: by, resolvedOn: on }).where(eq(forumReports.id, id));
}

export async function reportRow(db: Db, id: number) {
  const [row] = await db.select(reportColumns).from(r).innerJoin(p, eq(p.id, r.postId)).leftJoin(topic, eq(topic.id, p.topicId)).where(eq(r.id, id));
  return row;
}

// ---------------------------------------------------------------- sanctions

export async function suspendedUntil(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: sql<Date | null>`max(${forumSanctions.until})` })
    .from(forumSanctions)
    .where(and(eq(forumSanctions.userId, userId), eq(forumSanctions.kind, 'suspend'), gt(forumSanctions.until, now)));
  const v = row?.until;
  return v ? new Date(v) : null;
}

export async function warningCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(forumSanctions).where(and(eq(forumSanctions.userId, userId), eq(forumSanctions.kind, 'warn')));
  return row?.n ?? 0;
}

export async function insertSanction(db: Db, values: typeof forumSanctions.$inferInsert) {
  await db.insert(forumSanctions).values(values);
}

// ---------------------------------------------------------------- figures

const pendingOfKind = (kind: string) =>
  sql<number>`(select count(distinct r.post_id)::int from ${forumReports} r join ${forumPosts} x on x.id = r.post_id where r.status = 'pending' and x.kind = ${kind})`;

export async function stats(db: Db) {
  const [row] = await db
    .select({
      TotalQuestions: sql<number>`count(*) filter (where ${p.kind} = 'topic')::int`,
      TotalAnswers: sql<number>`count(*) filter (where ${p.kind} = 'thread')::int`,
      UsefulAnswers: sql<number>`count(*) filter (where ${p.kind} = 'thread' and ${p.usefulCount} > 0)::int`,
      TotalComments: sql<number>`count(*) filter (where ${p.kind} = 'comment')::int`,
      ReportedQuestions: pendingOfKind('topic'),
      ReportedAnswers: pendingOfKind('thread'),
      ReportedComments: pendingOfKind('comment'),
    })
    .from(forumPosts)
    .where(ne(p.status, 'deleted'));
  return row!;
}

/** A member's visible forum activity. */
export async function activity(db: Db, userId: number) {
  const [row] = await db
    .select({
      Topics: sql<number>`count(*) filter (where ${p.kind} = 'topic')::int`,
      Answers: sql<number>`count(*) filter (where ${p.kind} = 'thread')::int`,
      UsefulAnswers: sql<number>`count(*) filter (where ${p.kind} = 'thread' and ${p.usefulCount} > 0)::int`,
      AcceptedAnswers: sql<number>`count(*) filter (where ${p.kind} = 'thread' and exists (select 1 from ${forumPosts} t where t.id = "forum_posts"."topic_id" and t.accepted_thread_id = ${postId}))::int`,
    })
    .from(forumPosts)
    // An answer under a hidden or deleted topic is hidden with it (and a comment under a hidden answer): not counted.
    .where(and(eq(p.userId, userId), visible, sql`(${p.kind} = 'topic' or exists (select 1 from ${forumPosts} t where t.id = ${p.topicId} and t.status = 'visible'))`));
  const recent = await db
    .select({ ID: p.id, Title: p.title, CreatedOn: isoTime(p.createdOn) })
    .from(forumPosts)
    .where(and(eq(p.userId, userId), eq(p.kind, 'topic'), visible))
    .orderBy(desc(p.createdOn), desc(p.id))
    .limit(5);
  return { ...row!, RecentTopics: recent };
}

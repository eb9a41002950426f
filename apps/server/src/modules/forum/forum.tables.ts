import { sql, type SQL } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every forum post in one table: a topic (the question), a thread (an answer to a topic) or a comment (on a
 * thread). One table keeps the moderation, reporting, editing and visibility rules in one place.
 * `status`: visible, hidden (by a moderator or by reports, pending review), held (a new account's link, waiting
 * for a moderator), deleted. Only visible posts are shown to learners; the author also sees their own held post.
 * Author names are copied in at posting (lists show them without reaching into the users module).
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: id(),
    /** topic, thread or comment */
    kind: text('kind').notNull(),
    /** The topic a thread or comment belongs to (null for a topic itself). */
    topicId: integer('topic_id').references((): AnyPgColumn => forumPosts.id),
    /** The thread a comment belongs to. */
    threadId: integer('thread_id').references((): AnyPgColumn => forumPosts.id),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    title: text('title').notNull().default(''),
    /** Sanitized rich text. */
    body: text('body').notNull(),
    /** The body without markup (search, list excerpts). */
    bodyText: text('body_text').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    courseId: integer('course_id'),
    lessonId: integer('lesson_id'),
    courseTitle: text('course_title'),
    lessonTitle: text('lesson_title'),
    status: text('status').notNull().default('visible'),
    acceptedThreadId: integer('accepted_thread_id'),
    /** Visible threads of a topic, visible comments of a thread. */
    replyCount: integer('reply_count').notNull().default(0),
    usefulCount: integer('useful_count').notNull().default(0),
    /**
     * A topic's page version: database triggers (migration 0041) bump it whenever one of its answers or comments is
     * added or changed (text, status, useful count, comment count), so a topic page cached per server instance under
     * it is never served stale, on any instance. Unused on answers and comments.
     */
    pageVersion: integer('page_version').notNull().default(1),
    lastActivityOn: timestampTz('last_activity_on').notNull().defaultNow(),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    /** Full-text search document: title (weight A) and body (weight B), English configuration. */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', coalesce(${forumPosts.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${forumPosts.bodyText}, '')), 'B')`,
    ),
  },
  (t) => [
    // Without the pending list (fastupdate): a search would scan every entry waiting in it (up to 4 MB) until
    // the next vacuum; a forum adds a few posts a minute, so writing them into the index at once costs little.
    index('forum_posts_search_gin').using('gin', t.search).with({ fastupdate: false }),
    index('forum_posts_topics_idx').on(t.kind, t.status, t.createdOn),
    index('forum_posts_topics_activity_idx').on(t.kind, t.status, t.lastActivityOn),
    index('forum_posts_topic_idx').on(t.topicId, t.kind, t.id),
    index('forum_posts_thread_idx').on(t.threadId, t.id),
    index('forum_posts_user_idx').on(t.userId, t.kind, t.createdOn),
    index('forum_posts_lesson_idx').on(t.courseId, t.lessonId),
    index('forum_posts_tags_gin').using('gin', t.tags),
  ],
);

/** "Useful" marks on threads: one per user and thread. */
export const forumUseful = pgTable(
  'forum_useful',
  {
    postId: integer('post_id').notNull().references(() => forumPosts.id),
    userId: integer('user_id').notNull(),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('forum_useful_user_idx').on(t.userId)],
);

/** Topics a user bookmarked. */
export const forumBookmarks = pgTable(
  'forum_bookmarks',
  {
    topicId: integer('topic_id').notNull().references(() => forumPosts.id),
    userId: integer('user_id').notNull(),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] })],
);

/**
 * Reports of posts: one per user and post (reports from distinct users count towards automatic hiding).
 * `status`: pending, or what a moderator did: dismissed, hidden, deleted, warned, suspended.
 */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: id(),
    postId: integer('post_id').notNull().references(() => forumPosts.id),
    reportedBy: integer('reported_by').notNull(),
    reportedByName: text('reported_by_name').notNull(),
    reportType: text('report_type').notNull(),
    explanation: text('explanation').notNull(),
    status: text('status').notNull().default('pending'),
    resolvedBy: integer('resolved_by'),
    resolvedOn: timestampTz('resolved_on'),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('forum_reports_post_user_uq').on(t.postId, t.reportedBy),
    index('forum_reports_status_idx').on(t.status, t.createdOn),
    index('forum_reports_user_idx').on(t.reportedBy, t.createdOn),
  ],
);

/** Warnings and suspensions from posting; a suspension lasts until `until`. */
export const forumSanctions = pgTable(
  'forum_sanctions',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    /** warn or suspend */
    kind: text('kind').notNull(),
    until: timestampTz('until'),
    reason: text('reason').notNull(),
    reportId: integer('report_id').references(() => forumReports.id),
    createdBy: integer('created_by').notNull(),
    createdOn: createdOn(),
  },
  (t) => [index('forum_sanctions_user_idx').on(t.userId, t.kind, t.until)],
);

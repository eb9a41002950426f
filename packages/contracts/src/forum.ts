import { z } from 'zod';
import { idField, idValue, uintQuery } from './ids.ts';
import { listQuerySchema } from './list.ts';

/** An author may change their post for this many minutes after posting. */
export const FORUM_EDIT_WINDOW_MINUTES = 30;
/** An account younger than this many hours is new: stricter posting limits, links held for review. */
export const FORUM_NEW_ACCOUNT_HOURS = 24;
/** Posts (topics, answers, comments) per 10 minutes: new accounts, then everyone else (moderators are not limited). */
export const FORUM_POSTS_PER_10_MIN = { newAccount: 5, established: 30 } as const;
export const FORUM_TITLE_MAX = 200;
export const FORUM_BODY_MAX = 20_000;
export const FORUM_TAGS_MAX = 5;

export const forumPostKinds = ['topic', 'thread', 'comment'] as const;
export type ForumPostKind = (typeof forumPostKinds)[number];
/** visible; hidden (by a moderator or by reports, pending review); held (a new account's link, for review); deleted. */
export const forumPostStatuses = ['visible', 'hidden', 'held', 'deleted'] as const;
export type ForumPostStatus = (typeof forumPostStatuses)[number];
/** Sort of the topic list: newest first, most recent activity, or those without an answer. */
export const forumSorts = ['newest', 'active', 'unanswered'] as const;
export type ForumSort = (typeof forumSorts)[number];
/** What a moderator may do about a report. */
export const reportActions = ['dismiss', 'hide', 'delete', 'warn', 'suspend'] as const;
export type ReportAction = (typeof reportActions)[number];
export const reportStatuses = ['pending', 'dismissed', 'hidden', 'deleted', 'warned', 'suspended'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
/** The master list report types come from. */
export const FORUM_REPORT_TYPE_MASTER = 'reportTypes';

const id = z.number().int();
const iso = z.string();
const descriptionField = z.string().trim().min(1, 'Write something').max(FORUM_BODY_MAX, `At most ${FORUM_BODY_MAX} characters`);
const tagsField = z
  .array(z.string().trim().min(1).max(40, 'At most 40 characters'))
  .max(FORUM_TAGS_MAX, `At most ${FORUM_TAGS_MAX} tags`)
  .default([]);

// ------------------------------------------------------------------ lists and rows

/** The topic list: the term is a ranked full-text search over titles and descriptions. */
export const topicsQuerySchema = listQuerySchema.extend({
  sort: z.enum(forumSorts).optional(),
  /** Topics carrying this tag (a product or module, e.g. "SAP MM"). */
  tag: z.string().trim().max(40).optional(),
  /** Topics linked to a course, or to one of its lessons. */
  courseId: idField.optional(),
  lessonId: idField.optional(),
  /**
   * Moderators only (forum.moderate): every topic not deleted (`all`), or only those held for review (a new
   * account's link) or hidden. Anyone else asking is refused (403); without it the list is the visible topics.
   */
  status: z.enum(['all', 'held', 'hidden']).optional(),
});
export type TopicsQuery = z.infer<typeof topicsQuerySchema>;

/** A topic in a list (spec section 3: Title, Description, UserName, CreatedOn). */
export const topicRowSchema = z.object({
  ID: id,
  Title: z.string(),
  /** Plain-text excerpt of the description. */
  Description: z.string(),
  UserID: id,
  UserName: z.string(),
  CreatedOn: iso,
  LastActivityOn: iso,
  Tags: z.array(z.string()),
  CourseID: id.nullable(),
  CourseTitle: z.string().nullable(),
  LessonID: id.nullable(),
  LessonTitle: z.string().nullable(),
  /** Visible answers (threads). */
  Answers: z.number().int(),
  /** An answer is accepted. */
  Accepted: z.boolean(),
  Status: z.enum(forumPostStatuses),
  /** Pending reports (moderation lists; 0 elsewhere). */
  Reports: z.number().int(),
  /** The latest pending report, to open it (moderation lists; null elsewhere). */
  ReportID: id.nullable(),
});
export type TopicRow = z.infer<typeof topicRowSchema>;

/** A thread (answer) in a moderation or "my answers" list (spec: Description, UserName, CreatedOn). */
export const threadRowSchema = z.object({
  ID: id,
  TopicID: id,
  TopicTitle: z.string(),
  Description: z.string(),
  UserID: id,
  UserName: z.string(),
  CreatedOn: iso,
  Useful: z.number().int(),
  Comments: z.number().int(),
  Accepted: z.boolean(),
  Status: z.enum(forumPostStatuses),
  Reports: z.number().int(),
  ReportID: id.nullable(),
});
export type ThreadRow = z.infer<typeof threadRowSchema>;

/** A comment in a moderation list. */
export const commentRowSchema = z.object({
  ID: id,
  TopicID: id,
  TopicTitle: z.string(),
  ThreadID: id,
  Description: z.string(),
  UserID: id,
  UserName: z.string(),
  CreatedOn: iso,
  Status: z.enum(forumPostStatuses),
  Reports: z.number().int(),
  ReportID: id.nullable(),
});
export type CommentRow = z.infer<typeof commentRowSchema>;

/** Moderation list queries: every post of the kind, or those of one topic. */
/** A moderator's lists narrowed to the posts held for review (a new account's link) or hidden. */
const modStatus = z.enum(['held', 'hidden']).optional();
export const threadsQuerySchema = listQuerySchema.extend({ topicId: idField.optional(), status: modStatus });
export const commentsQuerySchema = listQuerySchema.extend({ topicId: idField.optional(), threadId: idField.optional(), status: modStatus });
export const topicIdParamSchema = z.object({ topicId: idField });
export const threadIdParamSchema = z.object({ threadId: idField });
export const postParamSchema = z.object({ id: idField });
export const profileParamSchema = z.object({ id: idField });

// ------------------------------------------------------------------ a topic page

const permissions = { CanEdit: z.boolean(), CanDelete: z.boolean() };
export const topicCommentSchema = z.object({
  ID: id, Description: z.string(), UserID: id, UserName: z.string(), CreatedOn: iso, Edited: z.boolean(),
  Status: z.enum(forumPostStatuses), ...permissions,
});
export type TopicComment = z.infer<typeof topicCommentSchema>;
/** How many of an answer's comments the topic page carries (the latest ones); "Show all comments" loads the rest. */
export const FORUM_COMMENTS_PREVIEW = 3;
/** At most this many comments of one answer are loaded at once (the latest ones). */
export const FORUM_THREAD_COMMENTS_MAX = 500;
export const topicThreadSchema = z.object({
  ID: id, Description: z.string(), UserID: id, UserName: z.string(), CreatedOn: iso, Edited: z.boolean(),
  Status: z.enum(forumPostStatuses), Useful: z.number().int(),
  /** The caller marked it useful. */
  MarkedUseful: z.boolean(),
  Accepted: z.boolean(),
  ...permissions,
  /** Comments the reader may see on this answer in all; `Comments` holds the latest FORUM_COMMENTS_PREVIEW, oldest first. */
  CommentsTotal: z.number().int(),
  Comments: z.array(topicCommentSchema),
});
export type TopicThread = z.infer<typeof topicThreadSchema>;
export const topicDetailSchema = z.object({
  ID: id, Title: z.string(), Description: z.string(), UserID: id, UserName: z.string(), CreatedOn: iso, Edited: z.boolean(),
  Tags: z.array(z.string()), CourseID: id.nullable(), CourseTitle: z.string().nullable(), LessonID: id.nullable(), LessonTitle: z.string().nullable(),
  Status: z.enum(forumPostStatuses),
  AcceptedThreadID: id.nullable(),
  Bookmarked: z.boolean(),
  /** The caller may mark an answer accepted (the topic's author, a mentor of its course, a moderator). */
  CanAccept: z.boolean(),
  ...permissions,
  /** Answers the reader may see in all; `Threads` holds the first ones (`answers` of the query). */
  ThreadsTotal: z.number().int(),
  Threads: z.array(topicThreadSchema),
});
/** How many answers the topic page shows (more with "Show more answers"). */
export const topicQuerySchema = z.object({ answers: uintQuery(1, 500).default(30) });
export type TopicDetail = z.infer<typeof topicDetailSchema>;

// ------------------------------------------------------------------ writing

export const newTopicBodySchema = z.object({
  Title: z.string().trim().min(5, 'At least 5 characters').max(FORUM_TITLE_MAX, `At most ${FORUM_TITLE_MAX} characters`),
  /** Rich text; sanitized on the server. */
  Description: descriptionField,
  Tags: tagsField,
  /** Ask about a lesson: the course and (optionally) the lesson. */
  CourseID: idValue.nullable().optional(),
  LessonID: idValue.nullable().optional(),
});
export type NewTopicBody = z.input<typeof newTopicBodySchema>;
export const newThreadBodySchema = z.object({ TopicID: idValue, Description: descriptionField });
export const newCommentBodySchema = z.object({ ThreadID: idValue, Description: descriptionField });
/** A change of one's own post: Title and Tags apply to topics only. */
export const editPostBodySchema = z.object({
  Title: z.string().trim().min(5, 'At least 5 characters').max(FORUM_TITLE_MAX).optional(),
  Description: descriptionField,
  Tags: tagsField.optional(),
});
/** What posting answered: `Held` when the post waits for a moderator (a new account's link). */
export const postResultSchema = z.object({ ID: id, TopicID: id, Status: z.enum(forumPostStatuses), Held: z.boolean() });
export type PostResult = z.infer<typeof postResultSchema>;

export const usefulBodySchema = z.object({ Useful: z.boolean() });
export const usefulResultSchema = z.object({ ID: id, Useful: z.number().int(), MarkedUseful: z.boolean() });
export const bookmarkBodySchema = z.object({ Bookmarked: z.boolean() });
export const bookmarkResultSchema = z.object({ TopicID: id, Bookmarked: z.boolean() });
export const acceptBodySchema = z.object({ ThreadID: idValue.nullable() });
export const acceptResultSchema = z.object({ TopicID: id, AcceptedThreadID: id.nullable() });

// ------------------------------------------------------------------ reports and moderation

export const reportBodySchema = z.object({
  PostID: idValue,
  /** One of the report types master. */
  ReportType: z.string().trim().min(1, 'Choose a report type').max(100),
  /** The spec's spelling. */
  Explaination: z.string().trim().min(3, 'At least 3 characters').max(1000, 'At most 1000 characters'),
});
/** A forum report (spec section 3: ReportType, ReportedByName, Explaination, Topic, Type). */
export const forumReportSchema = z.object({
  ReportID: id,
  ReportType: z.string(),
  ReportedByName: z.string(),
  Explaination: z.string(),
  /** The title of the topic the post belongs to. */
  Topic: z.string(),
  /** topic, thread or comment */
  Type: z.enum(forumPostKinds),
  PostID: id,
  TopicID: id,
  ThreadID: id.nullable(),
  Status: z.enum(reportStatuses),
  CreatedOn: iso,
  PostStatus: z.enum(forumPostStatuses),
});
export type ForumReport = z.infer<typeof forumReportSchema>;
export const reportDetailSchema = forumReportSchema.extend({
  PostDescription: z.string(),
  PostUserID: id,
  PostUserName: z.string(),
  /** Pending reports of the post from distinct users. */
  PendingReports: z.number().int(),
  /** The author is suspended from posting until then. */
  SuspendedUntil: iso.nullable(),
  Warnings: z.number().int(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;
export const reportsQuerySchema = listQuerySchema.extend({ status: z.enum(reportStatuses).optional() });
export const reportTypeParamSchema = z.object({ type: z.enum(forumPostKinds) });
export const resolveBodySchema = z.object({
  Action: z.enum(reportActions),
  /** Days of a suspension. */
  Days: z.number().int().min(1).max(365).optional(),
  Note: z.string().trim().max(500).optional(),
});
export const moderateBodySchema = z.object({ Action: z.enum(['hide', 'restore', 'delete']) });

/** GET /Topics/getForumStats (spec section 3). */
export const forumStatsSchema = z.object({
  TotalQuestions: z.number().int(),
  ReportedQuestions: z.number().int(),
  TotalAnswers: z.number().int(),
  UsefulAnswers: z.number().int(),
  ReportedAnswers: z.number().int(),
  TotalComments: z.number().int(),
  ReportedComments: z.number().int(),
});
export type ForumStats = z.infer<typeof forumStatsSchema>;

// ------------------------------------------------------------------ public profile

/** What anyone signed in may see of a member: nothing private (no email, phone or address). */
export const publicProfileSchema = z.object({
  ID: id,
  Name: z.string(),
  Photo: z.string(),
  Headline: z.string(),
  MemberSince: iso,
  Topics: z.number().int(),
  Answers: z.number().int(),
  UsefulAnswers: z.number().int(),
  AcceptedAnswers: z.number().int(),
  Certificates: z.array(z.object({ CourseName: z.string(), IssuedOn: iso, Url: z.string() })),
  /** Valid capsule badges, each with its public verification page (Open Badges 3.0). */
  Badges: z.array(z.object({ Name: z.string(), IssuedOn: iso, Url: z.string() })),
  RecentTopics: z.array(z.object({ ID: id, Title: z.string(), CreatedOn: iso })),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The URL part of a topic's address: `/Forum/Topic/{id}/{slug}`. */
export function topicSlug(title: string): string {
  return title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'topic';
}

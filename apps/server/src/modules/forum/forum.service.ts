import { hasCapability } from '@app/contracts/roles';
import type { ListQuery } from '@app/contracts/list';
import {
  FORUM_COMMENTS_PREVIEW, FORUM_EDIT_WINDOW_MINUTES, FORUM_NEW_ACCOUNT_HOURS, FORUM_POSTS_PER_10_MIN, FORUM_REPORT_TYPE_MASTER,
  FORUM_THREAD_COMMENTS_MAX, topicSlug, type ForumPostStatus, type ForumReport, type NewTopicBody, type PostResult, type PublicProfile,
  type ReportAction, type ReportDetail, type ReportStatus, type TopicComment, type TopicsQuery,
} from '@app/contracts/forum';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, conflict, forbidden, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { MAX_RANKED, cappedPage } from '../../platform/http/list-query.ts';
import { plainText, sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LearningService } from '../courses/learning.service.ts';
import type { CoinsService } from '../coins/coins.service.ts';
import type { MastersService } from '../masters/masters.service.ts';
import type { Notify } from '../notifications/notify.ts';
import { toCurrentUser, type UsersService } from '../users/users.service.ts';
import * as repo from './forum.repository.ts';
import { createSearchCache } from '../../platform/db/ranked-search-cache.ts';
import { createTopicPageCache, pagePart, renderTopicPage, type PagePart } from './forum.topic-page.ts';

export type ForumService = ReturnType<typeof createForumService>;
type Deps = {
  users: UsersService; masters: MastersService; audit: AuditService; learning: LearningService; notify: Notify;
  /** A member's valid capsule badges with their public verification pages (read through the capsules service). */
  badges: (userId: number) => Promise<{ Name: string; IssuedOn: string; Url: string }[]>;
  /** The earning rule 'forum.answer.useful': a learner's answer marked useful or accepted earns coins once. */
  coins: Pick<CoinsService, 'grant'>;
};

const MINUTE = 60_000;
type CachedPart = PagePart & { heldAuthors: ReadonlySet<number> };
const LINK = /<a\s|https?:\/\/|www\./i;
const kindName = { topic: 'topic', thread: 'answer', comment: 'comment' } as const;
const reportStatusOf: Record<ReportAction, ReportStatus> = { dismiss: 'dismissed', hide: 'hidden', delete: 'deleted', warn: 'warned', suspend: 'suspended' };

const isModerator = (who: AuthContext | null | undefined) => !!who && hasCapability(who.role, 'forum.moderate');
const excerpt = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * The forum: members ask (optionally about a lesson), answer, comment, mark answers useful, accept one, bookmark and
 * report; moderators hide, delete, restore, warn and suspend. Only visible posts reach learners: every read filters
 * by status in the query (the author also sees their own held post); moderators' actions are audited.
 */
export function createForumService(ctx: AppContext, deps: Deps) {
  return {
    ...buildForum(ctx, deps),
    /** The same use-cases on another clock: the demo seed writes weeks of forum history through them. */
    withClock: (now: () => Date) => buildForum({ ...ctx, now }, deps),
  };
}

function buildForum(ctx: AppContext, deps: Deps) {
  const topicLink = (id: number, title: string) => `/Forum/Topic/${id}/${topicSlug(title)}`;

  async function nameOf(userId: number): Promise<string> {
    const [u] = await deps.users.summaries([userId]);
    return u ? `${u.firstName} ${u.lastName}`.trim() : 'Member';
  }

  /** Suspension, rate limit and whether the account is new (stricter limits, links held). Moderators are not limited. */
  async function assertMayPost(actor: AuthContext): Promise<{ isNew: boolean }> {
    if (isModerator(actor)) return { isNew: false };
    const now = ctx.now();
    const until = await repo.suspendedUntil(ctx.db, actor.userId, now);
    if (until) throw forbidden(`You are suspended from posting in the forum until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    const user = await deps.users.get(actor.userId);
    const isNew = now.getTime() - user.createdOn.getTime() < FORUM_NEW_ACCOUNT_HOURS * 3600_000;
    const limit = isNew ? FORUM_POSTS_PER_10_MIN.newAccount : FORUM_POSTS_PER_10_MIN.established;
    if ((await repo.postsSince(ctx.db, actor.userId, new Date(now.getTime() - 10 * MINUTE))) >= limit) {
      throw new AppError('RATE_LIMITED', `You have posted ${limit} times in 10 minutes; please wait a few minutes`, undefined, 429, { 'retry-after': '600' });
    }
    return { isNew };
  }

  function cleanBody(html: string, path = 'body.Description') {
    const body = sanitizeRichText(html);
    const text = plainText(body);
    if (!text && !/<img\s/i.test(body)) throw new AppError('VALIDATION', 'Write something', [{ path, message: 'Write something' }]);
    return { body, bodyText: text };
  }

  function cleanTags(tags: string[]): string[] {
    const out: string[] = [];
    for (const t of tags.map((x) => x.replace(/\s+/g, ' ').trim()).filter(Boolean)) {
      if (!out.some((o) => o.toLowerCase() === t.toLowerCase())) out.push(t);
    }
    return out;
  }

  /** The status a new (or edited) post starts with: a new account's link waits for a moderator. */
  const initialStatus = (isNew: boolean, body: string): ForumPostStatus => (isNew && LINK.test(body) ? 'held' : 'visible');

  /** A post a learner may see: visible, with a visible topic (and thread); the viewer's own held post too. */
  async function shownPost(viewer: AuthContext | null, id: number, kind?: 'topic' | 'thread' | 'comment') {
    const post = await repo.findPost(ctx.db, id);
    if (!post || (kind && post.kind !== kind) || !mayShow(viewer, post)) throw notFound(kind ? kindName[kind][0]!.toUpperCase() + kindName[kind].slice(1) : 'Post');
    for (const parentId of [post.topicId, post.threadId]) {
      if (parentId === null) continue;
      const parent = await repo.findPost(ctx.db, parentId);
      if (!parent || !mayShow(viewer, parent)) throw notFound('Post');
    }
    return post;
  }

  function mayShow(viewer: AuthContext | null, post: repo.PostRecord): boolean {
    if (post.status === 'visible') return true;
    if (post.status === 'deleted') return false;
    if (isModerator(viewer)) return true;
    return post.status === 'held' && !!viewer && viewer.userId === post.userId;
  }

  /** How a reader sees posts: theirs, editable within the window, edited, and a comment as the topic page shows it. */
  function postViews(viewer: AuthContext | null) {
    const now = ctx.now().getTime();
    const mine = (x: repo.PostRecord) => !!viewer && viewer.userId === x.userId;
    const canEdit = (x: repo.PostRecord) => mine(x) && now - x.createdOn.getTime() <= FORUM_EDIT_WINDOW_MINUTES * MINUTE;
    const edited = (x: repo.PostRecord) => x.updatedOn.getTime() - x.createdOn.getTime() > 1000;
    const comment = (c: repo.PostRecord): TopicComment => ({
      ID: c.id, Description: c.body, UserID: c.userId, UserName: c.userName, CreatedOn: c.createdOn.toISOString(), Edited: edited(c),
      Status: c.status as ForumPostStatus, CanEdit: canEdit(c), CanDelete: mine(c),
    });
    return { mine, canEdit, edited, comment };
  }

  const result = (post: repo.PostRecord): PostResult => ({ ID: post.id, TopicID: post.topicId ?? post.id, Status: post.status as ForumPostStatus, Held: post.status === 'held' });

  /** Keeps the parents' counters right after a post's status changed. */
  async function recountParents(db: Db, post: repo.PostRecord) {
    if (post.kind === 'thread' && post.topicId) await repo.recountReplies(db, post.topicId, 'topic');
    if (post.kind === 'comment' && post.threadId) await repo.recountReplies(db, post.threadId, 'thread');
  }

  async function tell(db: Db, actorId: number, recipients: number[], notice: Parameters<Notify>[2]) {
    const to = [...new Set(recipients)].filter((id) => id !== actorId);
    if (to.length) await deps.notify(db, to, notice);
  }

  /**
   * Members of the topic (its author and everyone who answered or commented) named with "@First Last" in a post's
   * text: they are told. Only the topic's own participants, so a mention cannot be used to reach strangers.
   */
  async function mentioned(topic: repo.PostRecord, text: string): Promise<number[]> {
    if (!text.includes('@')) return [];
    const people = new Map<number, string>([[topic.userId, topic.userName]]);
    for (const x of await repo.postsOfTopic(ctx.db, topic.id)) if (x.status === 'visible') people.set(x.userId, x.userName);
    const lower = text.toLowerCase();
    return [...people].filter(([, name]) => name && lower.includes(`@${name.toLowerCase()}`)).map(([id]) => id);
  }

  async function mentorsOf(courseId: number | null): Promise<number[]> {
    if (!courseId) return [];
    return (await deps.learning.courses.mentorsOf(courseId)).map((m) => m.ID);
  }

  async function reportDetail(id: number): Promise<ReportDetail> {
    const row = await repo.reportRow(ctx.db, id);
    const rec = await repo.findReport(ctx.db, id);
    if (!row || !rec) throw notFound('Report');
    const post = (await repo.findPost(ctx.db, rec.postId))!;
    const [pending, until, warnings] = await Promise.all([
      repo.pendingReportCount(ctx.db, post.id), repo.suspendedUntil(ctx.db, post.userId, ctx.now()), repo.warningCount(ctx.db, post.userId),
    ]);
    return {
      ...(row as ForumReport), PostDescription: post.body, PostUserID: post.userId, PostUserName: post.userName,
      PendingReports: pending, SuspendedUntil: until?.toISOString() ?? null, Warnings: warnings,
    };
  }

  /** Coins for a learner's answer that others found useful or that was accepted: once per answer, whichever comes first. */
  async function earnForAnswer(tx: Db, th: repo.PostRecord) {
    const [author] = await deps.users.summaries([th.userId], tx);
    if (author?.role !== 'Trainee') return;
    await deps.coins.grant(tx, { userId: th.userId, event: 'forum.answer.useful', subjectId: th.id, reason: `A useful answer in the forum (#${th.id})` });
  }

  async function setStatus(db: Db, post: repo.PostRecord, status: ForumPostStatus) {
    const after = await repo.updatePost(db, post.id, { status });
    await recountParents(db, after);
    return after;
  }

  /** The first `answers` answers a reader sees (the accepted one first) with their latest comments, as page fragments. */
  async function readPage(reader: repo.Reader, topicId: number, answers: number, acceptedThreadId: number | null): Promise<PagePart> {
    const { rows: threads, total } = await repo.threadsOfTopic(ctx.db, topicId, reader, answers, acceptedThreadId);
    const comments = await repo.latestCommentsOfThreads(ctx.db, threads.map((x) => x.id), reader, FORUM_COMMENTS_PREVIEW);
    return pagePart({ total, threads, comments }, acceptedThreadId);
  }

  /** What every ordinary reader sees (visible posts), and who would see more (their own held posts). */
  const pages = createTopicPageCache(async (topicId, answers, acceptedThreadId): Promise<CachedPart> => {
    const [part, heldAuthors] = await Promise.all([readPage({ userId: null, moderator: false }, topicId, answers, acceptedThreadId), repo.heldAuthors(ctx.db, topicId)]);
    return { ...part, heldAuthors };
  });

  /**
   * The plain search (a term over the visible topics): the term's ranked matches from the search cache, the page's
   * topics read by id with the search version in one statement. Matches ranked under another version are ranked
   * again, once: if the forum changes again meanwhile, the page answered is the newer one's as far as it goes.
   */
  const searches = createSearchCache((term) => repo.rankedTopicIds(ctx.db, term));
  const plainSearch: repo.PlainSearch = async (term, q) => {
    let matches = await searches.get(term);
    for (let tries = 0; ; tries++) {
      const pageIndex = q.pageIndex > 0 && q.pageIndex * q.pageSize >= matches.ids.length ? 0 : q.pageIndex;
      const ids = Array.from(matches.ids.subarray(pageIndex * q.pageSize, (pageIndex + 1) * q.pageSize));
      const { rows, version } = await repo.topicsByIds(ctx.db, ids);
      if (version === matches.version || tries === 1) return cappedPage(rows, pageIndex, q.pageSize, matches.ids.length, MAX_RANKED);
      matches = await searches.reload(term);
    }
  };

  return {
    // ---------------------------------------------------------------- reading

    /** Visible topics; a moderator may ask for every topic (`status=all`) or the held or hidden ones. */
    listTopics(viewer: AuthContext | null, q: TopicsQuery) {
      if (q.status && !isModerator(viewer)) throw forbidden('Only forum moderators can list held, hidden or all topics');
      const status = q.status === 'all' ? undefined : q.status;
      return repo.listTopics(ctx.db, q, { scope: q.status ? 'all' : 'visible', status, sort: q.sort, tag: q.tag, courseId: q.courseId, lessonId: q.lessonId }, plainSearch);
    },

    /**
     * A topic with its first `answers` answers (the accepted one first) and their comments, as the reader may see
     * them: the success envelope as JSON text. One query reads the topic with the viewer's marks, bookmark and page
     * version; the answers come from the page cache (what every reader sees), except for moderators and members with
     * a held post in the topic, whose page is read for them.
     */
    async topicJson(viewer: AuthContext | null, id: number, answers = 30): Promise<string> {
      const t = await repo.topicHead(ctx.db, id, viewer?.userId ?? null);
      if (!t || t.kind !== 'topic' || !mayShow(viewer, t)) throw notFound('Topic');
      const moderator = isModerator(viewer);
      const own = () => readPage({ userId: viewer?.userId ?? null, moderator }, t.id, answers, t.acceptedThreadId);
      let part: PagePart;
      if (moderator) part = await own();
      else {
        const shared = await pages.get(t.id, answers, t.pageVersion, t.acceptedThreadId);
        part = viewer && shared.heldAuthors.has(viewer.userId) ? await own() : shared;
      }
      const { mine, canEdit, edited } = postViews(viewer);
      const mentor = viewer && t.courseId && !mine(t) && !moderator ? (await deps.learning.courses.mentorCourseIds(viewer.userId)).includes(t.courseId) : false;
      return renderTopicPage(
        {
          ID: t.id, Title: t.title, Description: t.body, UserID: t.userId, UserName: t.userName, CreatedOn: t.createdOn.toISOString(), Edited: edited(t),
          Tags: t.tags, CourseID: t.courseId, CourseTitle: t.courseTitle, LessonID: t.lessonId, LessonTitle: t.lessonTitle,
          Status: t.status,
          AcceptedThreadID: t.acceptedThreadId !== null && part.threadIds.has(t.acceptedThreadId) ? t.acceptedThreadId : null,
          Bookmarked: !!viewer && t.bookmarked,
          CanAccept: !!viewer && (mine(t) || mentor || moderator),
          CanEdit: canEdit(t),
          CanDelete: mine(t) && !t.hasAnswers,
          ThreadsTotal: part.total,
        },
        part,
        { userId: viewer?.userId ?? null, marks: new Set(viewer ? t.marks : []), now: ctx.now().getTime() },
      );
    },

    /** Every comment the reader may see on an answer they may see ("Show all comments" on the topic page). */
    async threadComments(viewer: AuthContext | null, threadId: number): Promise<TopicComment[]> {
      const th = await shownPost(viewer, threadId, 'thread');
      const rows = await repo.commentsOfThread(ctx.db, th.id, { userId: viewer?.userId ?? null, moderator: isModerator(viewer) }, FORUM_THREAD_COMMENTS_MAX);
      return rows.map(postViews(viewer).comment);
    },

    myTopics: (actor: AuthContext, q: ListQuery) => repo.listTopics(ctx.db, q, { scope: 'mine', userId: actor.userId }),
    myAnswers: (actor: AuthContext, q: ListQuery) => repo.listThreads(ctx.db, q, { scope: 'mine', userId: actor.userId }),
    myBookmarks: (actor: AuthContext, q: ListQuery) => repo.listTopics(ctx.db, q, { scope: 'visible', bookmarkedBy: actor.userId }),
    myReports: (actor: AuthContext, q: ListQuery) => repo.listReports(ctx.db, q, { reportedBy: actor.userId }),

    // ---------------------------------------------------------------- writing

    async createTopic(actor: AuthContext, input: NewTopicBody & { Tags: string[] }): Promise<PostResult> {
      const { isNew } = await assertMayPost(actor);
      const { body, bodyText } = cleanBody(input.Description);
      let course: { id: number; title: string } | null = null;
      let lesson: { id: number; title: string } | null = null;
      if (input.LessonID && !input.CourseID) throw new AppError('VALIDATION', 'Name the course of the lesson', [{ path: 'body.CourseID', message: 'Required with a lesson' }]);
      if (input.CourseID) {
        try {
          const c = await deps.learning.courses.get(input.CourseID);
          course = { id: c.id, title: c.title };
        } catch {
          throw new AppError('VALIDATION', 'No such course', [{ path: 'body.CourseID', message: 'No such course' }]);
        }
        if (input.LessonID) {
          const l = await deps.learning.courses.findLesson(input.CourseID, input.LessonID);
          if (!l) throw new AppError('VALIDATION', 'No such lesson in the course', [{ path: 'body.LessonID', message: 'No such lesson' }]);
          lesson = { id: l.id, title: l.title };
        }
      }
      const status = initialStatus(isNew, body);
      const mentors = status === 'visible' ? await mentorsOf(course?.id ?? null) : [];
      const userName = await nameOf(actor.userId);
      return ctx.db.transaction(async (tx) => {
        const post = await repo.insertPost(tx, {
          kind: 'topic', userId: actor.userId, userName, title: input.Title.trim(), body, bodyText, tags: cleanTags(input.Tags),
          courseId: course?.id ?? null, courseTitle: course?.title ?? null, lessonId: lesson?.id ?? null, lessonTitle: lesson?.title ?? null,
          status, createdOn: ctx.now(), updatedOn: ctx.now(), lastActivityOn: ctx.now(),
        });
        await tell(tx, actor.userId, mentors, {
          type: 'forum.question', title: `New question${lesson ? ` on "${excerpt(lesson.title, 60)}"` : ` in ${excerpt(course?.title ?? '', 60)}`}`,
          text: `${userName} asked: ${excerpt(post.title, 150)}`, link: topicLink(post.id, post.title),
        });
        return result(post);
      });
    },

    async createThread(actor: AuthContext, topicId: number, description: string): Promise<PostResult> {
      const t = await shownPost(actor, topicId, 'topic');
      const { isNew } = await assertMayPost(actor);
      const { body, bodyText } = cleanBody(description);
      const userName = await nameOf(actor.userId);
      const mentions = await mentioned(t, bodyText);
      return ctx.db.transaction(async (tx) => {
        await repo.touchTopic(tx, t.id);
        const now = ctx.now();
        const post = await repo.insertPost(tx, {
          kind: 'thread', topicId: t.id, userId: actor.userId, userName, body, bodyText, status: initialStatus(isNew, body), createdOn: now, updatedOn: now, lastActivityOn: now,
        });
        await repo.recountReplies(tx, t.id, 'topic');
        await repo.updatePost(tx, t.id, { lastActivityOn: now });
        if (post.status === 'visible') {
          await tell(tx, actor.userId, [t.userId], {
            type: 'forum.answer', title: `New answer: ${excerpt(t.title, 120)}`, text: `${userName} answered your question "${excerpt(t.title, 150)}".`, link: topicLink(t.id, t.title),
          });
          await tell(tx, actor.userId, mentions.filter((id) => id !== t.userId), {
            type: 'forum.comment', title: `${userName} mentioned you`, text: `${userName} mentioned you in an answer to "${excerpt(t.title, 150)}".`, link: topicLink(t.id, t.title),
          });
        }
        return result(post);
      });
    },

    async createComment(actor: AuthContext, threadId: number, description: string): Promise<PostResult> {
      const th = await shownPost(actor, threadId, 'thread');
      const t = (await repo.findPost(ctx.db, th.topicId!))!;
      const { isNew } = await assertMayPost(actor);
      const { body, bodyText } = cleanBody(description);
      const userName = await nameOf(actor.userId);
      const mentions = await mentioned(t, bodyText);
      return ctx.db.transaction(async (tx) => {
        await repo.touchTopic(tx, t.id);
        const now = ctx.now();
        const post = await repo.insertPost(tx, {
          kind: 'comment', topicId: t.id, threadId: th.id, userId: actor.userId, userName, body, bodyText, status: initialStatus(isNew, body), createdOn: now, updatedOn: now, lastActivityOn: now,
        });
        await repo.recountReplies(tx, th.id, 'thread');
        await repo.updatePost(tx, t.id, { lastActivityOn: now });
        if (post.status === 'visible') {
          await tell(tx, actor.userId, [th.userId], {
            type: 'forum.comment', title: `New comment on your answer`, text: `${userName} commented on your answer to "${excerpt(t.title, 150)}".`, link: topicLink(t.id, t.title),
          });
          await tell(tx, actor.userId, mentions.filter((id) => id !== th.userId), {
            type: 'forum.comment', title: `${userName} mentioned you`, text: `${userName} mentioned you in a comment on "${excerpt(t.title, 150)}".`, link: topicLink(t.id, t.title),
          });
        }
        return result(post);
      });
    },

    /** The author changes their post within the edit window (a new account's new link is held again). */
    async editPost(actor: AuthContext, id: number, input: { Title?: string; Description: string; Tags?: string[] }): Promise<PostResult> {
      const post = await repo.findPost(ctx.db, id);
      if (!post || post.userId !== actor.userId || post.status === 'deleted' || post.status === 'hidden') throw notFound('Post');
      if (ctx.now().getTime() - post.createdOn.getTime() > FORUM_EDIT_WINDOW_MINUTES * MINUTE) {
        throw ruleViolated(`A post can be changed within ${FORUM_EDIT_WINDOW_MINUTES} minutes of posting`);
      }
      const { isNew } = await assertMayPost(actor);
      const { body, bodyText } = cleanBody(input.Description);
      const status: ForumPostStatus = post.status === 'visible' ? initialStatus(isNew, body) : post.status as ForumPostStatus;
      return ctx.db.transaction(async (tx) => {
        await repo.touchTopic(tx, post.topicId ?? post.id);
        const after = await repo.updatePost(tx, id, {
          body, bodyText, status, updatedOn: ctx.now(),
          ...(post.kind === 'topic' && input.Title ? { title: input.Title.trim() } : {}),
          ...(post.kind === 'topic' && input.Tags ? { tags: cleanTags(input.Tags) } : {}),
        });
        if (status !== post.status) await recountParents(tx, after);
        return result(after);
      });
    },

    /** The author deletes their post while nobody answered or commented on it. */
    async deletePost(actor: AuthContext, id: number) {
      const post = await repo.findPost(ctx.db, id);
      if (!post || post.userId !== actor.userId || post.status === 'deleted') throw notFound('Post');
      if (await repo.replyCount(ctx.db, post)) throw ruleViolated(`This ${kindName[post.kind as 'topic']} has replies and can no longer be deleted`);
      await ctx.db.transaction(async (tx) => {
        await repo.touchTopic(tx, post.topicId ?? post.id);
        await setStatus(tx, post, 'deleted');
      });
    },

    async useful(actor: AuthContext, threadId: number, on: boolean) {
      const th = await shownPost(actor, threadId, 'thread');
      if (th.userId === actor.userId) throw ruleViolated('You cannot mark your own answer useful');
      await ctx.db.transaction(async (tx) => {
        await repo.touchTopic(tx, th.topicId!);
        await repo.setUseful(tx, th.id, actor.userId, on);
        if (on) await earnForAnswer(tx, th);
      });
      const after = (await repo.findPost(ctx.db, th.id))!;
      return { ID: th.id, Useful: after.usefulCount, MarkedUseful: on };
    },

    async accept(actor: AuthContext, topicId: number, threadId: number | null) {
      const t = await shownPost(actor, topicId, 'topic');
      const mentor = t.courseId ? (await deps.learning.courses.mentorCourseIds(actor.userId)).includes(t.courseId) : false;
      if (t.userId !== actor.userId && !mentor && !isModerator(actor)) throw forbidden('Only the author of the question or a mentor of its course can accept an answer');
      let th: repo.PostRecord | undefined;
      if (threadId !== null) {
        th = await repo.findPost(ctx.db, threadId);
        if (!th || th.kind !== 'thread' || th.topicId !== t.id || th.status !== 'visible') {
          throw new AppError('VALIDATION', 'Choose an answer of this topic', [{ path: 'body.ThreadID', message: 'Not an answer of this topic' }]);
        }
      }
      await ctx.db.transaction(async (tx) => {
        await repo.touchTopic(tx, t.id);
        await repo.updatePost(tx, t.id, { acceptedThreadId: threadId });
        if (th && t.acceptedThreadId !== th.id) {
          await earnForAnswer(tx, th);
          await tell(tx, actor.userId, [th.userId], {
            type: 'forum.accepted', title: 'Your answer was accepted', text: `Your answer to "${excerpt(t.title, 150)}" was marked as the accepted answer.`, link: topicLink(t.id, t.title),
          });
        }
      });
      return { TopicID: t.id, AcceptedThreadID: threadId };
    },

    async bookmark(actor: AuthContext, topicId: number, on: boolean) {
      const t = await shownPost(actor, topicId, 'topic');
      await repo.setBookmark(ctx.db, t.id, actor.userId, on);
      return { TopicID: t.id, Bookmarked: on };
    },

    /** Reports a post; enough reports from distinct members hide it, pending a moderator's review. */
    async report(actor: AuthContext, input: { PostID: number; ReportType: string; Explaination: string }): Promise<ForumReport> {
      const post = await shownPost(actor, input.PostID);
      if (post.userId === actor.userId) throw ruleViolated('You cannot report your own post');
      const types = await deps.masters.list(FORUM_REPORT_TYPE_MASTER, { pageIndex: 0, pageSize: 500, sortDesc: false });
      const type = types.items.find((m) => m.Title.toLowerCase() === input.ReportType.trim().toLowerCase());
      if (!type) throw new AppError('VALIDATION', 'Choose one of the report types', [{ path: 'body.ReportType', message: 'Unknown report type' }]);
      const name = await nameOf(actor.userId);
      const id = await ctx.db.transaction(async (tx) => {
        await repo.touchTopic(tx, post.topicId ?? post.id);
        const locked = (await repo.lockPost(tx, post.id))!;
        const row = await repo.insertReport(tx, {
          postId: post.id, reportedBy: actor.userId, reportedByName: name, reportType: type.Title, explanation: plainText(input.Explaination), createdOn: ctx.now(),
        });
        if (!row) throw conflict('You have already reported this post');
        if (locked.status === 'visible' && (await repo.pendingReportCount(tx, post.id)) >= ctx.config.FORUM_AUTO_HIDE_REPORTS) {
          await setStatus(tx, locked, 'hidden');
        }
        return row.id;
      });
      const row = await repo.reportRow(ctx.db, id);
      return row as ForumReport;
    },

    // ---------------------------------------------------------------- moderation

    stats: () => repo.stats(ctx.db),
    reportedTopics: (q: ListQuery) => repo.listTopics(ctx.db, q, { scope: 'all', reportedOnly: true }),
    threads: (q: ListQuery, f: repo.ThreadFilter) => repo.listThreads(ctx.db, q, { ...f, scope: 'all' }),
    comments: (q: ListQuery, f: repo.CommentFilter) => repo.listComments(ctx.db, q, f),
    reports: (q: ListQuery, status?: ReportStatus) => repo.listReports(ctx.db, q, { status }),
    reportDetail,

    async resolve(actor: Actor, reportId: number, input: { Action: ReportAction; Days?: number; Note?: string }): Promise<ReportDetail> {
      const rep = await repo.findReport(ctx.db, reportId);
      if (!rep) throw notFound('Report');
      const target = (await repo.findPost(ctx.db, rep.postId))!;
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        await repo.touchTopic(tx, target.topicId ?? target.id);
        const post = (await repo.lockPost(tx, rep.postId))!;
        const status = reportStatusOf[input.Action];
        let postStatus = post.status as ForumPostStatus;
        if (input.Action === 'dismiss' && post.status === 'hidden') postStatus = 'visible';
        if (input.Action === 'hide' || input.Action === 'suspend') postStatus = post.status === 'deleted' ? 'deleted' : 'hidden';
        if (input.Action === 'delete') postStatus = 'deleted';
        if (postStatus !== post.status) await setStatus(tx, post, postStatus);
        await repo.resolveReports(tx, post.id, status, actor.userId, now);
        await repo.setReportStatus(tx, rep.id, status, actor.userId, now);
        const days = input.Days ?? 7;
        if (input.Action === 'warn' || input.Action === 'suspend') {
          await repo.insertSanction(tx, {
            userId: post.userId, kind: input.Action, until: input.Action === 'suspend' ? new Date(now.getTime() + days * 86_400_000) : null,
            reason: input.Note || rep.reportType, reportId: rep.id, createdBy: actor.userId, createdOn: now,
          });
          await tell(tx, actor.userId, [post.userId], {
            type: 'forum.moderation',
            title: input.Action === 'warn' ? 'A warning from the forum moderators' : `You are suspended from posting for ${days} days`,
            text: `About your ${kindName[post.kind as 'topic']} "${excerpt(post.bodyText || post.title, 120)}": ${input.Note || rep.reportType}. Please keep to the forum's rules.`,
            link: '/Forum',
          });
        }
        await deps.audit.record(tx, actor, {
          action: `forum.report.${input.Action}`, entityType: 'forumPost', entityId: post.id,
          before: { Status: post.status }, after: { Status: postStatus, Report: status, ...(input.Action === 'suspend' ? { Days: days } : {}) },
          summary: `${input.Action === 'dismiss' ? 'Dismissed a report on' : input.Action === 'warn' ? 'Warned the author of' : input.Action === 'suspend' ? `Suspended for ${days} days the author of` : input.Action === 'hide' ? 'Hid' : 'Deleted'} the forum ${kindName[post.kind as 'topic']} #${post.id} by ${post.userName} (${rep.reportType})`,
        });
      });
      return reportDetail(reportId);
    },

    async moderate(actor: Actor, id: number, action: 'hide' | 'restore' | 'delete'): Promise<PostResult> {
      const found = await repo.findPost(ctx.db, id);
      if (!found) throw notFound('Post');
      return ctx.db.transaction(async (tx) => {
        await repo.touchTopic(tx, found.topicId ?? found.id);
        const post = (await repo.lockPost(tx, id))!;
        const status: ForumPostStatus = action === 'hide' ? 'hidden' : action === 'delete' ? 'deleted' : 'visible';
        const after = post.status === status ? post : await setStatus(tx, post, status);
        await deps.audit.record(tx, actor, {
          action: `forum.post.${action}`, entityType: 'forumPost', entityId: post.id, before: { Status: post.status }, after: { Status: status },
          summary: `${action === 'hide' ? 'Hid' : action === 'delete' ? 'Deleted' : 'Restored'} the forum ${kindName[post.kind as 'topic']} #${post.id} by ${post.userName}`,
        });
        return result(after);
      });
    },

    // ---------------------------------------------------------------- profiles

    async profile(id: number): Promise<PublicProfile> {
      const u = await deps.users.get(id);
      if (!u.active) throw notFound('User');
      const current = toCurrentUser(u);
      const certs = await deps.learning.certificates.list(
        { userId: id, sessionId: 0, role: 'Trainee', email: '', emailVerified: true },
        { pageIndex: 0, pageSize: 20, sortDesc: true },
      );
      const [act, badges] = await Promise.all([repo.activity(ctx.db, id), deps.badges(id)]);
      const headline: Record<string, string> = { Trainee: 'ERP learner', Mentor: 'ERP mentor', Editor: 'Course editor', Recruiter: 'Recruiter', Admin: 'Forum moderator', SuperAdmin: 'Forum moderator' };
      return {
        ID: id, Name: current.name, Photo: current.thumb, Headline: headline[current.role] ?? 'Member', MemberSince: u.createdOn.toISOString(),
        Topics: act.Topics, Answers: act.Answers, UsefulAnswers: act.UsefulAnswers, AcceptedAnswers: act.AcceptedAnswers,
        Certificates: certs.items.filter((c) => !c.Revoked).map((c) => ({ CourseName: c.CourseName, IssuedOn: c.CreatedOn, Url: c.Url })),
        Badges: badges,
        RecentTopics: act.RecentTopics,
      };
    },
  };
}

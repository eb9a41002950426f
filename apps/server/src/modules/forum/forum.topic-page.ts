import { FORUM_EDIT_WINDOW_MINUTES } from '@app/contracts/forum';
import { SUCCESS_MESSAGE } from '@app/contracts/envelope';
import type { PostRecord } from './forum.repository.ts';

/**
 * The answers of a topic page (with their latest comments) as JSON fragments, ready to be joined with what only
 * one viewer sees: their useful marks and what they may edit or delete. Written once per change of the topic's
 * answers and comments instead of validating and serialising some 120 objects on every request.
 */
export type PagePart = {
  /** Answers the reader sees in all. */
  total: number;
  threads: ThreadPart[];
  threadIds: Set<number>;
  /** Characters held (the cache's budget). */
  size: number;
};
type CommentPart = { userId: number; createdMs: number; head: string };
type ThreadPart = {
  id: number; userId: number; createdMs: number; hasReplies: boolean;
  /** `{"ID":…,"Useful":n,"MarkedUseful":` */
  head: string;
  /** `,"Accepted":…,"CanEdit":` */
  mid: string;
  /** `,"CommentsTotal":n,"Comments":[` */
  tail: string;
  comments: CommentPart[];
};

/** The answers and comments a reader sees, as the repository reads them. */
export type PageRecords = { total: number; threads: PostRecord[]; comments: (PostRecord & { total: number })[] };

const edited = (x: PostRecord) => x.updatedOn.getTime() - x.createdOn.getTime() > 1000;
/** A JSON object's text without its closing brace, to append more members to. */
const open = (o: object) => JSON.stringify(o).slice(0, -1);

/** The fragments of a page: members in the order of the contract's schemas (topicThreadSchema, topicCommentSchema). */
export function pagePart(rec: PageRecords, acceptedThreadId: number | null): PagePart {
  const commentsOf = new Map<number, CommentPart[]>();
  const totalOf = new Map<number, number>();
  let size = 0;
  for (const c of rec.comments) {
    const head = `${open({
      ID: c.id, Description: c.body, UserID: c.userId, UserName: c.userName, CreatedOn: c.createdOn.toISOString(), Edited: edited(c), Status: c.status,
    })},"CanEdit":`;
    size += head.length;
    const list = commentsOf.get(c.threadId!);
    const part = { userId: c.userId, createdMs: c.createdOn.getTime(), head };
    if (list) list.push(part);
    else commentsOf.set(c.threadId!, [part]);
    totalOf.set(c.threadId!, c.total);
  }
  const threads = rec.threads.map((th): ThreadPart => {
    const head = `${open({
      ID: th.id, Description: th.body, UserID: th.userId, UserName: th.userName, CreatedOn: th.createdOn.toISOString(), Edited: edited(th), Status: th.status,
      Useful: th.usefulCount,
    })},"MarkedUseful":`;
    const mid = `,"Accepted":${acceptedThreadId === th.id},"CanEdit":`;
    const tail = `,"CommentsTotal":${totalOf.get(th.id) ?? 0},"Comments":[`;
    size += head.length + mid.length + tail.length;
    const comments = commentsOf.get(th.id) ?? [];
    return { id: th.id, userId: th.userId, createdMs: th.createdOn.getTime(), hasReplies: comments.length > 0, head, mid, tail, comments };
  });
  return { total: rec.total, threads, threadIds: new Set(threads.map((x) => x.id)), size };
}

/** The topic's own members, in the order of topicDetailSchema (Threads follow). */
export type TopicHeadFields = {
  ID: number; Title: string; Description: string; UserID: number; UserName: string; CreatedOn: string; Edited: boolean;
  Tags: string[]; CourseID: number | null; CourseTitle: string | null; LessonID: number | null; LessonTitle: string | null;
  Status: string; AcceptedThreadID: number | null; Bookmarked: boolean; CanAccept: boolean; CanEdit: boolean; CanDelete: boolean;
  ThreadsTotal: number;
};

/**
 * The whole success envelope of GET /api/Topics/:id as JSON text: the topic's members, then the page's answers
 * with the viewer's marks and permissions (their own posts, editable within the window, deletable while nobody
 * replied, comments always).
 */
export function renderTopicPage(fields: TopicHeadFields, part: PagePart, viewer: { userId: number | null; marks: ReadonlySet<number>; now: number }): string {
  const window = FORUM_EDIT_WINDOW_MINUTES * 60_000;
  const me = viewer.userId;
  const canEdit = (userId: number, createdMs: number) => me !== null && userId === me && viewer.now - createdMs <= window;
  const threads = part.threads.map((th) => {
    let comments = '';
    for (const c of th.comments) comments += `${comments ? ',' : ''}${c.head}${canEdit(c.userId, c.createdMs)},"CanDelete":${c.userId === me}}`;
    return `${th.head}${viewer.marks.has(th.id)}${th.mid}${canEdit(th.userId, th.createdMs)},"CanDelete":${th.userId === me && !th.hasReplies}${th.tail}${comments}]}`;
  });
  return `{"status":200,"message":${JSON.stringify(SUCCESS_MESSAGE)},"data":${open(fields)},"Threads":[${threads.join(',')}]}}`;
}

/** Topic pages kept per server instance; the least recently used go beyond either bound. */
const MAX_ENTRIES = 2_000;
const MAX_CHARS = 32_000_000;

type Entry = { version: number; acceptedThreadId: number | null; part: Promise<PagePart & { heldAuthors: ReadonlySet<number> }>; size: number };

/**
 * The answers of topic pages as every ordinary reader sees them (visible posts only), per topic and number of
 * answers shown, under the topic's page version (forum_posts.page_version, bumped by triggers on every change of
 * its answers and comments) and its accepted answer: a request reads both with the topic, so a stale page is never
 * served, on any instance. Entries are shared: callers must not modify them.
 */
export function createTopicPageCache(load: (topicId: number, answers: number, acceptedThreadId: number | null) => Promise<PagePart & { heldAuthors: ReadonlySet<number> }>) {
  const entries = new Map<string, Entry>();
  let chars = 0;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    chars -= e.size;
    entries.delete(key);
  };
  return {
    get(topicId: number, answers: number, version: number, acceptedThreadId: number | null) {
      const key = `${topicId}:${answers}`;
      const hit = entries.get(key);
      if (hit && hit.version === version && hit.acceptedThreadId === acceptedThreadId) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, hit);
        return hit.part;
      }
      const part = load(topicId, answers, acceptedThreadId);
      // A slower request that read an older version must not replace a newer entry.
      if (!hit || hit.version <= version) {
        drop(key);
        const entry: Entry = { version, acceptedThreadId, part, size: 0 };
        entries.set(key, entry);
        part.then(
          (p) => {
            if (entries.get(key) !== entry) return;
            entry.size = p.size;
            chars += p.size;
            for (const k of entries.keys()) {
              if (entries.size <= MAX_ENTRIES && chars <= MAX_CHARS) break;
              if (k !== key) drop(k);
            }
          },
          () => {
            if (entries.get(key) === entry) drop(key);
          },
        );
      }
      return part;
    },
  };
}

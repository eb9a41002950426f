import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addLesson, createCourse } from '../courses/course-factories.ts';
import { buildCapsule, learnerWithBadge } from '../capsules/capsule-factories.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let asker: User;
let answerer: User;
let third: User;
let mentor: User;
let admin: User;
let editor: User;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  [asker, answerer, third, mentor, admin, editor] = await Promise.all([
    t.createUser(), t.createUser(), t.createUser(), t.createUser({ role: 'Mentor' }), t.createUser({ role: 'Admin' }), t.createUser({ role: 'Editor' }),
  ]);
  // Established accounts (the new-account rules are tested with fresh ones below).
  await t.database.db.execute(sql`update users set created_on = created_on - interval '3 days'`);
});

/** New sessions for everyone, after the clock jumped past the sessions' lifetime. */
async function signInAgain(...extra: User[]) {
  for (const u of [asker, answerer, third, mentor, admin, editor, ...extra]) u.token = (await t.services.sessions.start(u.id, undefined, { ip: '127.0.0.1' })).token;
}

/** A learner whose account is older than a day (not new). */
async function established() {
  const u = await t.createUser();
  await t.database.db.execute(sql`update users set created_on = ${new Date(t.clock.now().getTime() - 3 * DAY)} where id = ${u.id}`);
  return u;
}

/** A learner whose account was made just now by the test clock. */
async function brandNew() {
  const u = await t.createUser();
  await t.database.db.execute(sql`update users set created_on = ${t.clock.now()} where id = ${u.id}`);
  return u;
}
afterAll(() => t.close());

async function ask(u: User, extra: Record<string, unknown> = {}) {
  const res = await t.as(u)({
    method: 'POST', url: '/api/Topics',
    body: { Title: 'How do I configure automatic payment program in SAP FI?', Description: '<p>F110 proposal run shows no items.</p>', Tags: ['SAP FI'], ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; Status: string; Held: boolean };
}
async function answer(u: User, topicId: number, text = '<p>Check the payment method in the vendor master (FK02).</p>') {
  const res = await t.as(u)({ method: 'POST', url: '/api/Threads', body: { TopicID: topicId, Description: text } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; Status: string };
}
async function comment(u: User, threadId: number, text = '<p>That fixed it for me, thanks.</p>') {
  const res = await t.as(u)({ method: 'POST', url: '/api/Comments', body: { ThreadID: threadId, Description: text } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; Status: string };
}
const topicPage = (u: User | null, id: number) => (u ? t.as(u)({ url: `/api/Topics/${id}` }) : t.app.inject({ url: `/api/Topics/${id}` }));
const report = (u: User, PostID: number, ReportType = 'Spam', Explaination = 'Advertising a paid course') =>
  t.as(u)({ method: 'POST', url: '/api/Reports', body: { PostID, ReportType, Explaination } });
async function notifications(u: User): Promise<{ NotificationTitle: string; NotificationType: string }[]> {
  const res = await t.as(u)({ url: '/api/userNotifications' });
  return res.json().data.notificationList;
}

describe('POST /api/Topics and GET /api/Topics/getForumList', () => {
  it('should sanitize the description and list the topic for anyone, signed in or not', async () => {
    const topic = await ask(asker, { Title: 'Vendor down payment clearing F-54 error', Description: '<p onclick="x()">Error <script>alert(1)</script><b>F5 263</b></p>' });
    const page = await topicPage(null, topic.ID);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.Description).toBe('<p>Error <b>F5 263</b></p>');
    const list = await t.app.inject({ url: '/api/Topics/getForumList?pageSize=100' });
    expect(list.json().data.items.some((r: { ID: number }) => r.ID === topic.ID)).toBe(true);
  });

  it('should rank a full-text match in the title above one in the body', async () => {
    const inBody = await ask(asker, { Title: 'Question about month end closing', Description: '<p>How does the zyxwarehouse valuation run?</p>' });
    const inTitle = await ask(asker, { Title: 'zyxwarehouse stock transfer between plants', Description: '<p>Two step transfer with 303 and 305.</p>' });
    const res = await t.app.inject({ url: '/api/Topics/getForumList?term=zyxwarehouse' });
    const ids = res.json().data.items.map((r: { ID: number }) => r.ID);
    expect(ids).toEqual([inTitle.ID, inBody.ID]);
  });

  it('should page a ranked search with its total, answer the first page beyond the end, and combine the term with filters and my topics', async () => {
    const word = `qwvaluation${Date.now()}`;
    const tag = `Rank${Date.now()}`;
    const older = await ask(asker, { Title: 'Inventory question', Description: `<p>The ${word} differs per plant.</p>`, Tags: [tag] });
    t.clock.advance(1000);
    const newer = await ask(third, { Title: 'Another inventory question', Description: `<p>Why is the ${word} off?</p>` });
    const best = await ask(asker, { Title: `${word} in MM`, Description: '<p>Price control S or V?</p>', Tags: [tag] });
    const list = async (query: string, u?: User) => {
      const res = u ? await t.as(u)({ url: `/api/Forum/myTopics?${query}` }) : await t.app.inject({ url: `/api/Topics/getForumList?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data;
      return { ids: d.items.map((r: { ID: number }) => r.ID), total: d.total, pageCount: d.pageCount, pageIndex: d.pageIndex };
    };
    expect(await list(`term=${word}&pageSize=2`)).toEqual({ ids: [best.ID, newer.ID], total: 3, pageCount: 2, pageIndex: 0 });
    expect(await list(`term=${word}&pageSize=2&pageIndex=1`)).toEqual({ ids: [older.ID], total: 3, pageCount: 2, pageIndex: 1 });
    expect(await list(`term=${word}&pageSize=2&pageIndex=7`)).toEqual({ ids: [best.ID, newer.ID], total: 3, pageCount: 2, pageIndex: 0 });
    expect((await list(`term=${word}&tag=${tag}`)).ids).toEqual([best.ID, older.ID]);
    expect((await list(`term=${word}`, asker)).ids).toEqual([best.ID, older.ID]);
    expect(await list(`term=${word}nothing`)).toEqual({ ids: [], total: 0, pageCount: 0, pageIndex: 0 });
  });

  it('should filter by tag and list unanswered topics only with sort=unanswered', async () => {
    const tag = `Tag${Date.now()}`;
    const a = await ask(asker, { Tags: [tag] });
    const b = await ask(asker, { Tags: [tag] });
    await answer(answerer, a.ID);
    const all = (await t.app.inject({ url: `/api/Topics/getForumList?tag=${tag}` })).json().data.items.map((r: { ID: number }) => r.ID);
    expect(all.sort()).toEqual([a.ID, b.ID].sort());
    const open = (await t.app.inject({ url: `/api/Topics/getForumList?tag=${tag}&sort=unanswered` })).json().data.items.map((r: { ID: number }) => r.ID);
    expect(open).toEqual([b.ID]);
  });

  it('should answer 401 to a visitor and 403 to a recruiter who try to ask', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/Topics', body: { Title: 'Anonymous question', Description: 'x' } });
    expect(anon.statusCode).toBe(401);
    const recruiter = await t.createUser({ role: 'Recruiter' });
    const res = await t.as(recruiter)({ method: 'POST', url: '/api/Topics', body: { Title: 'Recruiter question', Description: 'x' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('asking about a lesson', () => {
  it('should link the topic to the course lesson, tell the course mentors and list it under the lesson', async () => {
    const course = await createCourse(t, editor);
    const lesson = await addLesson(t, editor, course.ID, { Title: 'Automatic payment program' });
    const set = await t.as(admin)({ method: 'PUT', url: `/api/courses/${course.ID}/mentors`, body: { UserIDs: [mentor.id] } });
    expect(set.statusCode, set.body).toBe(200);
    const topic = await ask(asker, { CourseID: course.ID, LessonID: lesson.ID });
    expect((await notifications(mentor)).some((n) => n.NotificationType === 'forum.question')).toBe(true);
    const list = await t.as(asker)({ url: `/api/Topics/getForumList?courseId=${course.ID}&lessonId=${lesson.ID}` });
    expect(list.json().data.items.map((r: { ID: number }) => r.ID)).toEqual([topic.ID]);
    expect(list.json().data.items[0]).toMatchObject({ LessonTitle: 'Automatic payment program', CourseTitle: course.Title });

    // The course's mentor may accept an answer; another learner may not.
    const th = await answer(answerer, topic.ID);
    expect((await t.as(third)({ method: 'POST', url: `/api/Topics/${topic.ID}/accept`, body: { ThreadID: th.ID } })).statusCode).toBe(403);
    const ok = await t.as(mentor)({ method: 'POST', url: `/api/Topics/${topic.ID}/accept`, body: { ThreadID: th.ID } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await notifications(answerer)).some((n) => n.NotificationType === 'forum.accepted')).toBe(true);
  });

  it('should answer 400 for a lesson of another course', async () => {
    const course = await createCourse(t, editor);
    const other = await createCourse(t, editor);
    const lesson = await addLesson(t, editor, other.ID, { Title: 'Elsewhere' });
    const res = await t.as(asker)({ method: 'POST', url: '/api/Topics', body: { Title: 'Lesson of another course', Description: 'x', CourseID: course.ID, LessonID: lesson.ID } });
    expect(res.statusCode).toBe(400);
  });
});

describe('answers, comments, useful marks and the accepted answer', () => {
  it('should tell the topic owner of an answer and the answer author of a comment', async () => {
    const topic = await ask(asker);
    const th = await answer(answerer, topic.ID);
    await comment(third, th.ID);
    expect((await notifications(asker)).some((n) => n.NotificationType === 'forum.answer')).toBe(true);
    expect((await notifications(answerer)).some((n) => n.NotificationType === 'forum.comment')).toBe(true);
    const page = (await topicPage(third, topic.ID)).json().data;
    expect(page.Threads[0].Comments).toHaveLength(1);
  });

  it('should tell a participant of the topic who is mentioned with @Name, and nobody outside it', async () => {
    const topic = await ask(asker);
    const th = await answer(answerer, topic.ID);
    await comment(third, th.ID);
    const [c] = await t.services.users.summaries([third.id]);
    const [outsider] = await t.services.users.summaries([mentor.id]);
    const before = (await notifications(third)).length;
    const mentorBefore = (await notifications(mentor)).length;
    await answer(answerer, topic.ID, `<p>@${c!.firstName} ${c!.lastName} and @${outsider!.firstName} ${outsider!.lastName}: the FBZP step is bank determination.</p>`);
    const after = await notifications(third);
    expect(after.length).toBe(before + 1);
    expect(after[0]!.NotificationTitle).toMatch(/mentioned you$/);
    expect((await notifications(mentor)).length).toBe(mentorBefore);
  });

  it('should count one useful mark per member, take it back, and refuse the author’s own', async () => {
    const topic = await ask(asker);
    const th = await answer(answerer, topic.ID);
    const mark = (u: User, Useful: boolean) => t.as(u)({ method: 'POST', url: `/api/Threads/${th.ID}/useful`, body: { Useful } });
    expect((await mark(third, true)).json().data.Useful).toBe(1);
    expect((await mark(third, true)).json().data.Useful).toBe(1);
    expect((await mark(asker, true)).json().data.Useful).toBe(2);
    expect((await mark(third, false)).json().data.Useful).toBe(1);
    expect((await mark(answerer, true)).statusCode).toBe(422);
    const page = (await topicPage(asker, topic.ID)).json().data;
    expect(page.Threads[0]).toMatchObject({ Useful: 1, MarkedUseful: true });
  });

  it("should give a learner the 'useful answer' coins once per answer, whether marked useful, marked again or accepted, and no mentor any", async () => {
    const usefulCoins = async (userId: number) => {
      const { rows } = await t.app.ctx.db.execute(
        `select l.credit from coin_ledger l join coin_events e on e.id = l.event_id where l.user_id = ${userId} and e.code = 'forum.answer.useful'` as never,
      ) as unknown as { rows: { credit: number }[] };
      return rows.map((r) => Number(r.credit));
    };
    const before = await usefulCoins(answerer.id);
    const topic = await ask(asker);
    const th = await answer(answerer, topic.ID);
    const mark = (u: User, Useful: boolean) => t.as(u)({ method: 'POST', url: `/api/Threads/${th.ID}/useful`, body: { Useful } });
    expect((await mark(third, true)).statusCode).toBe(200);
    const once = await usefulCoins(answerer.id);
    expect(once.length).toBe(before.length + 1);
    expect(once.at(-1)).toBeGreaterThan(0);
    await mark(third, false);
    await mark(third, true);
    await mark(asker, true);
    expect((await t.as(asker)({ method: 'POST', url: `/api/Topics/${topic.ID}/accept`, body: { ThreadID: th.ID } })).statusCode).toBe(200);
    expect(await usefulCoins(answerer.id)).toEqual(once);
    // A mentor's useful or accepted answer earns nothing: coins are the learners'.
    const mentorAnswer = await answer(mentor, topic.ID);
    await t.as(third)({ method: 'POST', url: `/api/Threads/${mentorAnswer.ID}/useful`, body: { Useful: true } });
    expect((await t.as(asker)({ method: 'POST', url: `/api/Topics/${topic.ID}/accept`, body: { ThreadID: mentorAnswer.ID } })).statusCode).toBe(200);
    expect(await usefulCoins(mentor.id)).toEqual([]);
  });

  it('should let the owner accept an answer and another learner not', async () => {
    const topic = await ask(asker);
    const th = await answer(answerer, topic.ID);
    expect((await t.as(third)({ method: 'POST', url: `/api/Topics/${topic.ID}/accept`, body: { ThreadID: th.ID } })).statusCode).toBe(403);
    const res = await t.as(asker)({ method: 'POST', url: `/api/Topics/${topic.ID}/accept`, body: { ThreadID: th.ID } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await topicPage(third, topic.ID)).json().data).toMatchObject({ AcceptedThreadID: th.ID });
    const other = await ask(asker);
    const foreign = await t.as(asker)({ method: 'POST', url: `/api/Topics/${other.ID}/accept`, body: { ThreadID: th.ID } });
    expect(foreign.statusCode).toBe(400);
  });

  it('should page the answers with the accepted one first', async () => {
    const topic = await ask(asker);
    const ids = [];
    for (const u of [answerer, third, mentor]) ids.push((await answer(u, topic.ID)).ID);
    await t.as(asker)({ method: 'POST', url: `/api/Topics/${topic.ID}/accept`, body: { ThreadID: ids[2] } });
    const page = (await t.as(asker)({ url: `/api/Topics/${topic.ID}?answers=2` })).json().data;
    expect(page.ThreadsTotal).toBe(3);
    expect(page.Threads.map((x: { ID: number }) => x.ID)).toEqual([ids[2], ids[0]]);
  });

  it('should bookmark a topic and list it under my bookmarks', async () => {
    const topic = await ask(asker);
    await t.as(third)({ method: 'POST', url: `/api/Topics/${topic.ID}/bookmark`, body: { Bookmarked: true } });
    const mine = await t.as(third)({ url: '/api/Forum/myBookmarks?pageSize=500' });
    expect(mine.json().data.items.some((r: { ID: number }) => r.ID === topic.ID)).toBe(true);
    expect((await topicPage(third, topic.ID)).json().data.Bookmarked).toBe(true);
    await t.as(third)({ method: 'POST', url: `/api/Topics/${topic.ID}/bookmark`, body: { Bookmarked: false } });
    expect((await topicPage(third, topic.ID)).json().data.Bookmarked).toBe(false);
  });
});

describe('the topic page cache', () => {
  type Page = { ThreadsTotal: number; AcceptedThreadID: number | null; Threads: { ID: number; Description: string; Useful: number; MarkedUseful: boolean; Accepted: boolean; CanEdit: boolean; CanDelete: boolean; CommentsTotal: number; Comments: { ID: number; Description: string; CanEdit: boolean; CanDelete: boolean }[] }[] };
  const read = async (u: User | null, id: number, answers?: number) => {
    const res = u ? await t.as(u)({ url: `/api/Topics/${id}${answers ? `?answers=${answers}` : ''}` }) : await t.app.inject({ url: `/api/Topics/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };
  const thread = (page: Page, id: number) => page.Threads.find((x) => x.ID === id);

  it('should show every new answer, comment, edit, hide and restore, accepted answer and useful mark on the very next read', async () => {
    const topic = await ask(asker, { Title: 'Why does the GR/IR clearing account not balance after MIRO?' });
    const first = await answer(answerer, topic.ID, '<p>Run MR11 for the open items.</p>');
    expect((await read(third, topic.ID)).ThreadsTotal).toBe(1);

    // A new answer, then a new comment.
    const second = await answer(mentor, topic.ID, '<p>Check the tolerance keys in OMR6.</p>');
    expect((await read(third, topic.ID)).Threads.map((x) => x.ID)).toEqual([first.ID, second.ID]);
    const c = await comment(asker, first.ID, '<p>MR11 found three items.</p>');
    expect(thread(await read(third, topic.ID), first.ID)).toMatchObject({ CommentsTotal: 1, Comments: [{ ID: c.ID, Description: '<p>MR11 found three items.</p>' }] });

    // The author edits their answer and their comment.
    expect((await t.as(answerer)({ method: 'PUT', url: `/api/Forum/posts/${first.ID}`, body: { Description: '<p>Run MR11, then F.13.</p>' } })).statusCode).toBe(200);
    expect((await t.as(asker)({ method: 'PUT', url: `/api/Forum/posts/${c.ID}`, body: { Description: '<p>Four items, in fact.</p>' } })).statusCode).toBe(200);
    const edited = thread(await read(third, topic.ID), first.ID)!;
    expect(edited.Description).toBe('<p>Run MR11, then F.13.</p>');
    expect(edited.Comments[0]!.Description).toBe('<p>Four items, in fact.</p>');

    // A moderator hides the comment, then the answer, and restores both.
    const moderate = (id: number, Action: string) => t.as(admin)({ method: 'POST', url: `/api/Forum/posts/${id}/moderate`, body: { Action } });
    await moderate(c.ID, 'hide');
    expect(thread(await read(third, topic.ID), first.ID)).toMatchObject({ CommentsTotal: 0, Comments: [] });
    expect(thread(await read(admin, topic.ID), first.ID)!.Comments.map((x) => x.ID)).toEqual([c.ID]);
    await moderate(first.ID, 'hide');
    expect((await read(third, topic.ID)).Threads.map((x) => x.ID)).toEqual([second.ID]);
    await moderate(first.ID, 'restore');
    await moderate(c.ID, 'restore');
    expect(thread(await read(third, topic.ID), first.ID)!.Comments.map((x) => x.ID)).toEqual([c.ID]);

    // Accepting an answer puts it first; taking it back restores the order.
    await t.as(asker)({ method: 'POST', url: `/api/Topics/${topic.ID}/accept`, body: { ThreadID: second.ID } });
    const accepted = await read(third, topic.ID);
    expect(accepted.AcceptedThreadID).toBe(second.ID);
    expect(accepted.Threads.map((x) => [x.ID, x.Accepted])).toEqual([[second.ID, true], [first.ID, false]]);
    await t.as(asker)({ method: 'POST', url: `/api/Topics/${topic.ID}/accept`, body: { ThreadID: null } });
    expect((await read(third, topic.ID)).Threads.map((x) => [x.ID, x.Accepted])).toEqual([[first.ID, false], [second.ID, false]]);

    // A useful mark counts for everyone and is marked for its giver only.
    await t.as(third)({ method: 'POST', url: `/api/Threads/${first.ID}/useful`, body: { Useful: true } });
    expect(thread(await read(third, topic.ID), first.ID)).toMatchObject({ Useful: 1, MarkedUseful: true });
    expect(thread(await read(asker, topic.ID), first.ID)).toMatchObject({ Useful: 1, MarkedUseful: false });
    expect(thread(await read(null, topic.ID), first.ID)).toMatchObject({ Useful: 1, MarkedUseful: false });
    await t.as(third)({ method: 'POST', url: `/api/Threads/${first.ID}/useful`, body: { Useful: false } });
    expect(thread(await read(third, topic.ID), first.ID)).toMatchObject({ Useful: 0, MarkedUseful: false });
  });

  it("should give each reader their own permissions on the same cached page, and page the answers", async () => {
    const topic = await ask(asker);
    const th = await answer(answerer, topic.ID);
    const lone = await answer(third, topic.ID);
    const c = await comment(third, th.ID);
    const forAnswerer = await read(answerer, topic.ID);
    expect(thread(forAnswerer, th.ID)).toMatchObject({ CanEdit: true, CanDelete: false, Comments: [{ ID: c.ID, CanEdit: false, CanDelete: false }] });
    expect(thread(forAnswerer, lone.ID)).toMatchObject({ CanEdit: false, CanDelete: false });
    const forThird = await read(third, topic.ID);
    expect(thread(forThird, th.ID)).toMatchObject({ CanEdit: false, CanDelete: false, Comments: [{ ID: c.ID, CanEdit: true, CanDelete: true }] });
    expect(thread(forThird, lone.ID)).toMatchObject({ CanEdit: true, CanDelete: true });
    expect(thread(await read(null, topic.ID), lone.ID)).toMatchObject({ CanEdit: false, CanDelete: false });
    // "Show more answers": another number of answers is another page.
    expect((await read(third, topic.ID, 1)).Threads.map((x) => x.ID)).toEqual([th.ID]);
    expect((await read(third, topic.ID, 2)).Threads.map((x) => x.ID)).toEqual([th.ID, lone.ID]);
  });

  it('should show a held answer to its author and moderators only, and change with a change made outside this instance', async () => {
    const topic = await ask(asker);
    const th = await answer(answerer, topic.ID);
    await read(third, topic.ID);
    const fresh = await brandNew();
    const held = await answer(fresh, topic.ID, '<p>See <a href="https://example.com/f110">my notes</a></p>');
    expect(held.Status).toBe('held');
    expect((await read(third, topic.ID)).Threads.map((x) => x.ID)).toEqual([th.ID]);
    expect((await read(fresh, topic.ID)).Threads.map((x) => x.ID)).toEqual([th.ID, held.ID]);
    expect((await read(admin, topic.ID)).Threads.map((x) => x.ID)).toEqual([th.ID, held.ID]);
    expect((await read(third, topic.ID)).ThreadsTotal).toBe(1);

    // Another instance (its own cache) and a change written straight to the database: the version moves with both.
    const other = t.services.forum.withClock(t.clock.now);
    const viaOther = async () => JSON.parse(await other.topicJson(null, topic.ID)).data as Page;
    expect((await viaOther()).Threads.map((x) => x.ID)).toEqual([th.ID]);
    await t.database.db.execute(sql`update forum_posts set body = '<p>Changed in the database.</p>' where id = ${th.ID}`);
    expect(thread(await read(third, topic.ID), th.ID)!.Description).toBe('<p>Changed in the database.</p>');
    expect(thread(await viaOther(), th.ID)!.Description).toBe('<p>Changed in the database.</p>');
    await comment(third, th.ID);
    expect(thread(await viaOther(), th.ID)!.CommentsTotal).toBe(1);
  });
});

describe('the search cache', () => {
  const search = async (term: string, u: User | null = third) => {
    const res = u ? await t.as(u)({ url: `/api/Topics/getForumList?term=${encodeURIComponent(term)}` }) : await t.app.inject({ url: `/api/Topics/getForumList?term=${encodeURIComponent(term)}` });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as { items: { ID: number; Title: string; Answers: number }[]; total: number };
    return { ids: d.items.map((x) => x.ID), total: d.total, titles: d.items.map((x) => x.Title), answers: d.items.map((x) => x.Answers) };
  };

  it('should find every new, edited, hidden, restored and deleted topic on the very next search, and fresh counts on a cached one', async () => {
    const word = 'qxsearchcache';
    const first = await ask(asker, { Title: `Where is the ${word} setting for MRP areas?` });
    expect(await search(word)).toMatchObject({ ids: [first.ID], total: 1 });

    // A new topic, in the title (ranked above one in the body).
    const second = await ask(answerer, { Title: 'Planning file entries missing', Description: `<p>The ${word} report shows nothing.</p>` });
    expect(await search(word)).toMatchObject({ ids: [first.ID, second.ID], total: 2 });
    // An answer changes no match, and the cached ranking still shows the topic's current answer count.
    await answer(mentor, second.ID);
    expect(await search(word)).toMatchObject({ ids: [first.ID, second.ID], answers: [0, 1] });

    // The author edits the word out of their title; a moderator hides, then restores the other.
    expect((await t.as(asker)({ method: 'PUT', url: `/api/Forum/posts/${first.ID}`, body: { Title: 'Where is the setting for MRP areas?', Description: '<p>F110 proposal run shows no items.</p>' } })).statusCode).toBe(200);
    expect(await search(word)).toMatchObject({ ids: [second.ID], total: 1 });
    await t.as(admin)({ method: 'POST', url: `/api/Forum/posts/${second.ID}/moderate`, body: { Action: 'hide' } });
    expect(await search(word)).toMatchObject({ ids: [], total: 0 });
    await t.as(admin)({ method: 'POST', url: `/api/Forum/posts/${second.ID}/moderate`, body: { Action: 'restore' } });
    expect(await search(word)).toMatchObject({ ids: [second.ID], total: 1 });

    // A topic without answers deleted by its author.
    const third_ = await ask(third, { Title: `Another ${word} question` });
    expect((await search(word)).ids).toEqual([third_.ID, second.ID]);
    expect((await t.as(third)({ method: 'DELETE', url: `/api/Forum/posts/${third_.ID}` })).statusCode).toBe(200);
    expect((await search(word)).ids).toEqual([second.ID]);
  });

  it('should see a change written straight to the database, and by another instance with its own cache', async () => {
    const word = 'qxelsewhere';
    const topic = await ask(asker, { Title: `The ${word} of the credit check` });
    const other = t.services.forum.withClock(t.clock.now);
    const viaOther = async () => (await other.listTopics(null, { term: word, pageIndex: 0, pageSize: 25 } as never)).items.map((x) => x.ID);
    expect(await search(word, null)).toMatchObject({ ids: [topic.ID] });
    expect(await viaOther()).toEqual([topic.ID]);
    await t.database.db.execute(sql`update forum_posts set status = 'hidden' where id = ${topic.ID}`);
    expect(await search(word, null)).toMatchObject({ ids: [], total: 0 });
    expect(await viaOther()).toEqual([]);
    await t.database.db.execute(sql`update forum_posts set status = 'visible', title = ${`The ${word}, again`} where id = ${topic.ID}`);
    expect(await search(word, null)).toMatchObject({ ids: [topic.ID], titles: [`The ${word}, again`] });
    expect(await viaOther()).toEqual([topic.ID]);
  });
});

describe('GET /api/Threads/:threadId/comments', () => {
  it('should carry an answer’s latest three comments on the topic page and every comment the reader may see on request', async () => {
    const topic = await ask(asker, { Title: 'Which posting keys does a vendor down payment use?' });
    const th = await answer(answerer, topic.ID);
    const posted: number[] = [];
    for (let i = 1; i <= 5; i++) posted.push((await comment([asker, third, mentor][i % 3]!, th.ID, `<p>Comment number ${i} on posting keys 29 and 39</p>`)).ID);
    await t.as(admin)({ method: 'POST', url: `/api/Forum/posts/${posted[1]}/moderate`, body: { Action: 'hide' } });

    const page = (await topicPage(third, topic.ID)).json().data;
    const shown = page.Threads.find((x: { ID: number }) => x.ID === th.ID);
    expect(shown.CommentsTotal).toBe(4);
    expect(shown.Comments.map((c: { ID: number }) => c.ID)).toEqual([posted[2], posted[3], posted[4]]);

    const all = await t.as(third)({ url: `/api/Threads/${th.ID}/comments` });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((c: { ID: number }) => c.ID)).toEqual([posted[0], posted[2], posted[3], posted[4]]);
    // The first comment is the reader's own (they may edit and delete it); to the asker it is someone else's.
    expect(all.json().data[0]).toMatchObject({ CanEdit: true, CanDelete: true });
    expect((await t.as(asker)({ url: `/api/Threads/${th.ID}/comments` })).json().data[0]).toMatchObject({ ID: posted[0], CanEdit: false, CanDelete: false });
    expect((await t.app.inject({ url: `/api/Threads/${th.ID}/comments` })).json().data).toHaveLength(4);
    // A moderator sees the hidden one too.
    expect((await t.as(admin)({ url: `/api/Threads/${th.ID}/comments` })).json().data).toHaveLength(5);

    // A hidden answer, a topic id or a comment id in its place: 404 alike.
    await t.as(admin)({ method: 'POST', url: `/api/Forum/posts/${th.ID}/moderate`, body: { Action: 'hide' } });
    for (const id of [th.ID, topic.ID, posted[0]!, 99_999_999]) expect((await t.as(third)({ url: `/api/Threads/${id}/comments` })).statusCode).toBe(404);
    expect((await t.as(third)({ url: '/api/Threads/abc/comments' })).statusCode).toBe(400);
  });
});

describe('editing and deleting one’s own posts', () => {
  it('should let the author edit within 30 minutes, refuse later, and answer 404 to anyone else', async () => {
    const topic = await ask(asker);
    const edit = (u: User) => t.as(u)({ method: 'PUT', url: `/api/Forum/posts/${topic.ID}`, body: { Title: 'Automatic payment program: no items in the proposal', Description: '<p>Edited</p>' } });
    expect((await edit(third)).statusCode).toBe(404);
    expect((await edit(asker)).statusCode).toBe(200);
    expect((await topicPage(asker, topic.ID)).json().data).toMatchObject({ Title: 'Automatic payment program: no items in the proposal', Description: '<p>Edited</p>' });
    t.clock.advance(31 * 60_000);
    await signInAgain();
    expect((await edit(asker)).statusCode).toBe(422);
  });

  it('should delete an own post without answers, and refuse once answered', async () => {
    const lonely = await ask(asker);
    expect((await t.as(third)({ method: 'DELETE', url: `/api/Forum/posts/${lonely.ID}` })).statusCode).toBe(404);
    expect((await t.as(asker)({ method: 'DELETE', url: `/api/Forum/posts/${lonely.ID}` })).statusCode).toBe(200);
    expect((await topicPage(asker, lonely.ID)).statusCode).toBe(404);
    const answered = await ask(asker);
    await answer(answerer, answered.ID);
    expect((await t.as(asker)({ method: 'DELETE', url: `/api/Forum/posts/${answered.ID}` })).statusCode).toBe(422);
  });
});

describe('POST /api/Reports and moderation', () => {
  it('should refuse reporting one’s own post, twice, or with an unknown type', async () => {
    const topic = await ask(asker);
    expect((await report(asker, topic.ID)).statusCode).toBe(422);
    expect((await report(third, topic.ID, 'Astrology')).statusCode).toBe(400);
    expect((await report(third, topic.ID)).statusCode).toBe(200);
    expect((await report(third, topic.ID)).statusCode).toBe(409);
    const mine = await t.as(third)({ url: '/api/Forum/myReports?pageSize=500' });
    expect(mine.json().data.items.find((r: { PostID: number }) => r.PostID === topic.ID)).toMatchObject({ Type: 'topic', Status: 'pending', ReportType: 'Spam' });
  });

  it('should hide a post once three distinct members reported it', async () => {
    const topic = await ask(asker);
    const th = await answer(answerer, topic.ID);
    const reporters = [third, asker, await established()];
    for (const [i, u] of reporters.entries()) {
      expect((await report(u, th.ID, 'Offensive', 'Rude words')).statusCode).toBe(200);
      const shown = (await topicPage(mentor, topic.ID)).json().data.Threads.some((x: { ID: number }) => x.ID === th.ID);
      expect(shown).toBe(i < 2);
    }
    const reported = await t.as(admin)({ url: '/api/Reports/thread/all?pageSize=500' });
    expect(reported.json().data.items.find((r: { ID: number }) => r.ID === th.ID)).toMatchObject({ Status: 'hidden', Reports: 3 });
  });

  it('should count each reported topic’s own pending reports and name its latest one', async () => {
    const topic = await ask(asker, { Title: 'Selling SAP certification answers, message me' });
    const ids: number[] = [];
    for (const u of [third, answerer]) ids.push((await report(u, topic.ID)).json().data.ReportID);
    const reported = await t.as(admin)({ url: '/api/Reports/topic/all?pageSize=500' });
    expect(reported.json().data.items.find((r: { ID: number }) => r.ID === topic.ID)).toMatchObject({ Reports: 2, ReportID: Math.max(...ids) });
  });

  it('should hide a reported comment and keep it from learners through every endpoint', async () => {
    const topic = await ask(asker);
    const th = await answer(answerer, topic.ID);
    const c = await comment(third, th.ID, '<p>Buy cheap certificates at example dot com</p>');
    const rep = await report(asker, c.ID, 'Spam', 'Selling certificates');
    const reportId = rep.json().data.ReportID;

    const detail = await t.as(admin)({ url: `/api/Reports/${reportId}` });
    expect(detail.json().data).toMatchObject({ ReportType: 'Spam', ReportedByName: expect.any(String), Explaination: 'Selling certificates', Type: 'comment', PendingReports: 1 });
    expect((await t.as(asker)({ url: `/api/Reports/${reportId}` })).statusCode).toBe(403);
    const res = await t.as(admin)({ method: 'POST', url: `/api/Reports/${reportId}/resolve`, body: { Action: 'hide' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ Status: 'hidden', PostStatus: 'hidden' });

    // The walk: nothing a learner can call shows the hidden comment.
    for (const u of [asker, answerer, third]) {
      const page = (await topicPage(u, topic.ID)).json().data;
      expect(JSON.stringify(page)).not.toContain('cheap certificates');
    }
    expect(JSON.stringify((await topicPage(null, topic.ID)).json())).not.toContain('cheap certificates');
    expect((await t.as(third)({ method: 'POST', url: '/api/Comments', body: { ThreadID: th.ID, Description: 'x' } })).statusCode).toBe(200);
    expect((await report(answerer, c.ID)).statusCode).toBe(404);
    expect((await t.as(third)({ method: 'PUT', url: `/api/Forum/posts/${c.ID}`, body: { Description: 'changed' } })).statusCode).toBe(404);
    for (const url of ['/api/Topics/getForumList?pageSize=500', '/api/Forum/myTopics?pageSize=500', '/api/Forum/myAnswers?pageSize=500', '/api/Forum/myBookmarks?pageSize=500', `/api/Forum/profile/${third.id}`]) {
      const r = await t.as(third)({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).not.toContain('cheap certificates');
    }
    // The reporter sees what happened; moderators still see it.
    const mine = await t.as(asker)({ url: '/api/Forum/myReports?pageSize=500' });
    expect(mine.json().data.items.find((r: { ReportID: number }) => r.ReportID === reportId)).toMatchObject({ Status: 'hidden' });
    const mod = await t.as(admin)({ url: `/api/Comments/getTopicsComments/${th.ID}` });
    expect(mod.json().data.items.find((r: { ID: number }) => r.ID === c.ID)).toMatchObject({ Status: 'hidden' });
  });

  it('should hide a whole topic from learners (and its answers), and restore it', async () => {
    const topic = await ask(asker, { Title: 'Hidden topic about SAP SD pricing procedure' });
    const th = await answer(answerer, topic.ID);
    const answers = async () => (await t.as(third)({ url: `/api/Forum/profile/${answerer.id}` })).json().data.Answers as number;
    const before = await answers();
    await t.as(admin)({ method: 'POST', url: `/api/Forum/posts/${topic.ID}/moderate`, body: { Action: 'hide' } });
    // the answer is hidden with its topic: the public profile no longer counts it
    expect(await answers()).toBe(before - 1);
    expect((await topicPage(third, topic.ID)).statusCode).toBe(404);
    expect((await t.as(third)({ method: 'POST', url: `/api/Threads/${th.ID}/useful`, body: { Useful: true } })).statusCode).toBe(404);
    expect((await t.as(third)({ method: 'POST', url: '/api/Comments', body: { ThreadID: th.ID, Description: 'x' } })).statusCode).toBe(404);
    const list = await t.as(third)({ url: '/api/Topics/getForumList?term=pricing%20procedure' });
    expect(list.json().data.items.some((r: { ID: number }) => r.ID === topic.ID)).toBe(false);
    await t.as(admin)({ method: 'POST', url: `/api/Forum/posts/${topic.ID}/moderate`, body: { Action: 'restore' } });
    expect((await topicPage(third, topic.ID)).statusCode).toBe(200);
    expect(await answers()).toBe(before);
  });

  it('should suspend the author from posting for the given days and warn', async () => {
    const author = await established();
    const topic = await ask(author);
    const rep = await report(third, topic.ID);
    const res = await t.as(admin)({ method: 'POST', url: `/api/Reports/${rep.json().data.ReportID}/resolve`, body: { Action: 'suspend', Days: 3, Note: 'Spam' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.SuspendedUntil).not.toBeNull();
    const blocked = await t.as(author)({ method: 'POST', url: '/api/Topics', body: { Title: 'Trying again after suspension', Description: 'x' } });
    expect(blocked.statusCode).toBe(403);
    expect((await notifications(author)).some((n) => n.NotificationType === 'forum.moderation')).toBe(true);
  });

  it('should answer the Forum Dashboard figures to the admin kind only', async () => {
    const res = await t.as(admin)({ url: '/api/Topics/getForumStats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'Success' });
    expect(Object.keys(res.json().data).sort()).toEqual(['ReportedAnswers', 'ReportedComments', 'ReportedQuestions', 'TotalAnswers', 'TotalComments', 'TotalQuestions', 'UsefulAnswers']);
    expect(res.json().data.TotalQuestions).toBeGreaterThan(0);
    for (const u of [asker, mentor, editor]) expect((await t.as(u)({ url: '/api/Topics/getForumStats' })).statusCode).toBe(403);
  });
});

describe('new accounts', () => {
  it('should hold a new account’s link for review and show it to its author only', async () => {
    const fresh = await brandNew();
    const topic = await ask(fresh, { Description: '<p>See <a href="https://example.com/sap">this page</a></p>' });
    expect(topic).toMatchObject({ Status: 'held', Held: true });
    expect((await topicPage(fresh, topic.ID)).statusCode).toBe(200);
    expect((await topicPage(third, topic.ID)).statusCode).toBe(404);
    await t.as(admin)({ method: 'POST', url: `/api/Forum/posts/${topic.ID}/moderate`, body: { Action: 'restore' } });
    expect((await topicPage(third, topic.ID)).statusCode).toBe(200);
  });

  it('should list held topics, answers and comments to moderators only', async () => {
    const fresh = await brandNew();
    const link = '<p>Step by step: <a href="https://example.com/f110">this guide</a></p>';
    const topic = await ask(fresh, { Title: 'Held question about the F110 bank determination', Description: link });
    const open = await ask(asker, { Title: 'An open question on GR/IR clearing' });
    const thread = await answer(fresh, open.ID, link);
    const th = await answer(answerer, open.ID);
    const res = await t.as(fresh)({ method: 'POST', url: '/api/Comments', body: { ThreadID: th.ID, Description: link } });
    const held = res.json().data as { ID: number; Status: string };
    expect([topic.Status, thread.Status, held.Status]).toEqual(['held', 'held', 'held']);
    const ids = async (url: string) => ((await t.as(admin)({ url })).json().data.items as { ID: number }[]).map((r) => r.ID);
    expect(await ids('/api/Topics/getForumList?status=held&pageSize=100')).toContain(topic.ID);
    expect(await ids('/api/Topics/getForumList?status=held&pageSize=100')).not.toContain(open.ID);
    expect(await ids('/api/Topics/getForumList?status=all&pageSize=100')).toEqual(expect.arrayContaining([topic.ID, open.ID]));
    expect(await ids('/api/Topics/getForumList?pageSize=100')).not.toContain(topic.ID);
    expect(await ids(`/api/Threads?status=held&topicId=${open.ID}`)).toEqual([thread.ID]);
    expect(await ids(`/api/Comments?status=held&topicId=${open.ID}`)).toEqual([held.ID]);
    expect(await ids('/api/Comments?status=hidden&pageSize=100')).not.toContain(held.ID);
    for (const u of [fresh, asker, mentor, editor]) {
      const refused = await t.as(u)({ url: '/api/Topics/getForumList?status=held' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/moderators/);
    }
    expect((await t.app.inject({ url: '/api/Topics/getForumList?status=all' })).statusCode).toBe(403);
    expect((await t.as(admin)({ url: '/api/Topics/getForumList?status=visible' })).statusCode).toBe(400);
  });

  it('should limit a new account to 5 posts in 10 minutes', async () => {
    const fresh = await brandNew();
    for (let i = 0; i < 5; i++) await ask(fresh, { Title: `Quick question number ${i + 1} on SAP MM` });
    const res = await t.as(fresh)({ method: 'POST', url: '/api/Topics', body: { Title: 'One question too many', Description: 'x' } });
    expect(res.statusCode).toBe(429);
    t.clock.advance(11 * 60_000);
    await ask(fresh, { Title: 'After the pause, one more question' });
  });
});

describe('GET /api/Forum/profile/:id', () => {
  it('should show a member’s public profile without anything private', async () => {
    const res = await t.as(third)({ url: `/api/Forum/profile/${answerer.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.Answers).toBeGreaterThan(0);
    expect(res.body).not.toContain(answerer.email);
    expect(data).not.toHaveProperty('Email');
  });

  it('should count a member’s accepted answers', async () => {
    const helper = await established();
    const topic = await ask(asker);
    const th = await answer(helper, topic.ID);
    await answer(helper, topic.ID);
    await t.as(asker)({ method: 'POST', url: `/api/Topics/${topic.ID}/accept`, body: { ThreadID: th.ID } });
    expect((await t.as(third)({ url: `/api/Forum/profile/${helper.id}` })).json().data).toMatchObject({ Answers: 2, AcceptedAnswers: 1 });
  });

  it('should list the member’s valid capsule badges, each linked to its public verification page', async () => {
    const capsule = await buildCapsule(t, editor, 'GL basics');
    const { u, badge } = await learnerWithBadge(t, capsule.id);
    const res = await t.as(third)({ url: `/api/Forum/profile/${u.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.Badges).toEqual([{ Name: 'GL basics badge', IssuedOn: expect.any(String), Url: badge.PublicUrl }]);
    const none = await t.as(third)({ url: `/api/Forum/profile/${answerer.id}` });
    expect(none.json().data.Badges).toEqual([]);
  });
});

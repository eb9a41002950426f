import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { admit, buildCourse, submit, takeTest, watch, type User } from '../courses/course-factories.ts';
import { coinLedger } from './coins.tables.ts';

let t: TestApp;
let top: User;
let admin: User;
let mentor: User;
let editor: User;
let ana: User;
let ravi: User;
const day1 = '2026-03-02';
const day2 = '2026-03-05';
const day3 = '2026-03-09';
let eventId: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(new Date(`${day1}T09:00:00Z`)), config: { RATE_LIMIT_PER_MINUTE: '100000', SESSION_IDLE_MINUTES: '100000' } });
  top = await t.createUser({ role: 'SuperAdmin' });
  admin = await t.createUser({ role: 'Admin' });
  mentor = await t.createUser({ role: 'Mentor' });
  editor = await t.createUser({ role: 'Editor' });
  ana = await t.createUser();
  ravi = await t.createUser();
  const events = (await t.as(ana)({ url: '/api/rewards/events' })).json().data as { ID: number; Code: string }[];
  eventId = Object.fromEntries(events.map((e) => [e.Code, e.ID]));
  // Ana: a staff credit on day 1, a passed test on day 2, an order paid with coins on day 3; Ravi: a credit on day 2.
  await adjust(admin, { userId: ana.id, direction: 'credit', amount: 50, reason: 'Useful answer on the forum about MM pricing' });
  t.clock.time = new Date(`${day2}T10:00:00Z`);
  await t.database.db.transaction((tx) => t.services.coins.grant(tx, { userId: ana.id, event: 'test.passed', subjectId: 9001, reason: 'Passed the test SAP FI basics' }));
  await adjust(admin, { userId: ravi.id, direction: 'credit', amount: 20, reason: 'Welcome bonus' });
  t.clock.time = new Date(`${day3}T11:00:00Z`);
  await t.database.db.transaction((tx) => t.services.coins.debit(tx, { userId: ana.id, eventName: 'order.payment', amount: 15, reason: 'Order 1001', actorId: null, idempotencyKey: 'order.payment:1001' }));
});
afterAll(() => t.close());

async function adjust(u: User, body: Record<string, unknown>, status = 200) {
  const res = await t.as(u)({ method: 'POST', url: '/api/coins/adjust', body: { idempotencyKey: randomUUID(), ...body } });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const statement = (u: User, path: string) => t.as(u)({ url: `/api/rewards/getDetailStatement/${path}` });
const balance = async (u: User) => (await t.as(u)({ url: '/api/rewards/balance' })).json().data.Balance as number;
const auditCount = async () => Number(((await t.database.db.execute(sql`select count(*) as n from audit_log`)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
const ledgerCount = async (userId: number) => (await t.database.db.select().from(coinLedger).where(eq(coinLedger.userId, userId))).length;

describe('GET /api/rewards/getDetailStatement/:from/:to[/:eventsId]', () => {
  it('should answer the caller\'s own rows of the range, newest first, with the spec\'s fields', async () => {
    const res = await statement(ana, `${day1}/${day3}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    expect(items).toMatchObject([
      { EventCode: 'order.payment', EventName: 'Paid towards an order', Credit: 0, Debit: 15, Balance: 45, Reason: 'Order 1001', CreatedOn: `${day3}T11:00:00.000Z` },
      { EventCode: 'test.passed', Credit: 10, Debit: 0, Balance: 60 },
      { EventCode: 'staff.credit', Credit: 50, Debit: 0, Balance: 50, Reason: 'Useful answer on the forum about MM pricing' },
    ]);
    // Ravi's rows are never in Ana's statement, and the other way round
    const his = (await statement(ravi, `${day1}/${day3}`)).json().data.items;
    expect(his).toHaveLength(1);
    expect(his[0]).toMatchObject({ Credit: 20, Reason: 'Welcome bonus' });
  });

  it('should keep to the day range (inclusive, UTC) and to one event when asked', async () => {
    expect((await statement(ana, `${day2}/${day2}`)).json().data.items.map((r: { EventCode: string }) => r.EventCode)).toEqual(['test.passed']);
    expect((await statement(ana, `${day2}/${day3}`)).json().data.total).toBe(2);
    expect((await statement(ana, '2026-04-01/2026-04-30')).json().data).toMatchObject({ items: [], total: 0 });
    const only = (await statement(ana, `${day1}/${day3}/${eventId['staff.credit']}`)).json().data.items;
    expect(only).toHaveLength(1);
    expect(only[0]).toMatchObject({ EventCode: 'staff.credit', Credit: 50 });
    expect((await statement(ana, `${day1}/${day3}/${eventId['badge.claimed']}`)).json().data.total).toBe(0);
  });

  it('should page, sort and search the statement', async () => {
    const page = (await statement(ana, `${day1}/${day3}?pageSize=2&pageIndex=1`)).json().data;
    expect(page).toMatchObject({ total: 3, pageCount: 2, pageIndex: 1 });
    expect(page.items).toHaveLength(1);
    const sorted = (await statement(ana, `${day1}/${day3}?sortBy=Credit&sortDesc=true`)).json().data.items;
    expect(sorted.map((r: { Credit: number }) => r.Credit)).toEqual([50, 10, 0]);
    const found = (await statement(ana, `${day1}/${day3}?term=fi%20basics`)).json().data.items;
    expect(found.map((r: { EventCode: string }) => r.EventCode)).toEqual(['test.passed']);
  });

  it('should answer 404 for an event that does not exist and 400 for a bad range', async () => {
    expect((await statement(ana, `${day1}/${day3}/99999`)).statusCode).toBe(404);
    const bad = await statement(ana, `2026-02-30/${day3}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('params.from');
    expect((await statement(ana, `${day3}/${day1}`)).statusCode).toBe(400);
    expect((await statement(ana, `03-01-2026/${day3}`)).statusCode).toBe(400);
  });

  it('should answer 401 without a session and 403 for staff roles without coins.view', async () => {
    expect((await t.request({ url: `/api/rewards/getDetailStatement/${day1}/${day3}` })).statusCode).toBe(401);
    expect((await statement(mentor, `${day1}/${day3}`)).statusCode).toBe(403);
    expect((await t.as(editor)({ url: '/api/rewards/balance' })).statusCode).toBe(403);
  });
});

describe('GET /api/rewards/balance', () => {
  it('should answer the caller\'s own balance, 0 before any change', async () => {
    expect(await balance(ana)).toBe(45);
    expect(await balance(ravi)).toBe(20);
    expect(await balance(await t.createUser())).toBe(0);
  });
});

describe('POST /api/coins/adjust', () => {
  it('should credit and debit with the balance before and after, each with one audit row naming the change', async () => {
    const u = await t.createUser();
    const before = await auditCount();
    const c = (await adjust(admin, { userId: u.id, direction: 'credit', amount: 30, reason: 'Helped a peer with SD pricing' })).data;
    expect(c).toMatchObject({ BalanceBefore: 0, BalanceAfter: 30, Replayed: false });
    const d = (await adjust(top, { userId: u.id, direction: 'debit', amount: 12, reason: 'Correction of a double bonus' })).data;
    expect(d).toMatchObject({ BalanceBefore: 30, BalanceAfter: 18, Replayed: false });
    expect(await balance(u)).toBe(18);
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'coinAccount'), eq(auditLog.entityId, String(u.id)))).orderBy(asc(auditLog.id));
    expect(rows).toMatchObject([
      { action: 'coins.credit', actorUserId: admin.id, before: { Balance: 0 }, after: { Balance: 30 } },
      { action: 'coins.debit', actorUserId: top.id, before: { Balance: 30 }, after: { Balance: 18 } },
    ]);
    expect(rows[0]!.summary).toMatch(/Credited 30 coins to Test User \d+ \(balance 0 -> 30\): Helped a peer/);
    // The first change opened the account (in a transaction); the second was the one-statement change: its entry,
    // written in SQL, reads as the transaction's would.
    expect(rows[1]!.summary).toMatch(/^Debited 12 coins from Test User \d+ \(balance 30 -> 18\): Correction of a double bonus$/);
    for (const [row, who] of [[rows[0]!, admin], [rows[1]!, top]] as const) {
      expect(row).toMatchObject({ actorName: expect.stringMatching(/^Test User \d+$/), actorEmail: who.email, actorRole: expect.any(String), ip: expect.any(String), requestId: expect.any(String) });
    }
    expect(await auditCount()).toBe(before + 2);
    // the learner sees both, with the reasons
    const mine = (await statement(u, `${day3}/${day3}`)).json().data.items;
    expect(mine).toMatchObject([{ EventCode: 'staff.debit', Debit: 12, Reason: 'Correction of a double bonus' }, { EventCode: 'staff.credit', Credit: 30 }]);
  });

  it('should answer 422 with the balance for a debit beyond it, and change nothing', async () => {
    const u = await t.createUser();
    await adjust(admin, { userId: u.id, direction: 'credit', amount: 5, reason: 'Quiz of the week' });
    const [audits, rows] = [await auditCount(), await ledgerCount(u.id)];
    const res = await adjust(admin, { userId: u.id, direction: 'debit', amount: 6, reason: 'Too much' }, 422);
    expect(res).toMatchObject({ status: 422, code: 'RULE_VIOLATED', data: { Balance: 5, Requested: 6 } });
    expect(res.message).toMatch(/balance is 5/);
    expect(res.errors[0].path).toBe('body.amount');
    expect([await auditCount(), await ledgerCount(u.id), await balance(u)]).toEqual([audits, rows, 5]);
  });

  it('should answer the first result for a replayed idempotency key and write nothing more (no second audit row)', async () => {
    const u = await t.createUser();
    const body = { userId: u.id, direction: 'credit', amount: 7, reason: 'Forum answer marked useful', idempotencyKey: randomUUID() };
    const first = (await adjust(admin, body)).data;
    const audits = await auditCount();
    const again = (await adjust(admin, body)).data;
    expect(again).toEqual({ ...first, Replayed: true });
    expect([await ledgerCount(u.id), await balance(u), await auditCount()]).toEqual([1, 7, audits]);
    // the same key for another change is refused
    expect((await adjust(admin, { ...body, amount: 8 }, 409)).code).toBe('CONFLICT');
  });

  it('should apply one of 20 concurrent changes sent with one key and answer its result to all, with one ledger row and one audit entry', async () => {
    const u = await t.createUser();
    await adjust(admin, { userId: u.id, direction: 'credit', amount: 50, reason: 'Opening balance' });
    const audits = await auditCount();
    const body = { userId: u.id, direction: 'debit', amount: 4, reason: 'Double click on debit', idempotencyKey: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(admin, body)));
    const applied = answers.filter((a) => !a.data.Replayed);
    expect(applied).toHaveLength(1);
    for (const a of answers) expect(a.data).toEqual({ ...applied[0]!.data, Replayed: a.data.Replayed });
    expect(applied[0]!.data).toMatchObject({ BalanceBefore: 50, BalanceAfter: 46 });
    expect([await ledgerCount(u.id), await balance(u), await auditCount()]).toEqual([2, 46, audits + 1]);
  });

  it('should refuse bad input with 400 naming the field, and anyone but a learner with 404', async () => {
    const u = await t.createUser();
    const base = { userId: u.id, direction: 'credit', amount: 5, reason: 'Fine reason' };
    for (const [patch, field] of [
      [{ reason: '  ' }, 'body.reason'], [{ reason: undefined }, 'body.reason'], [{ amount: 0 }, 'body.amount'], [{ amount: 2.5 }, 'body.amount'],
      [{ amount: 1_000_001 }, 'body.amount'], [{ direction: 'gift' }, 'body.direction'], [{ idempotencyKey: 'short' }, 'body.idempotencyKey'],
    ] as const) {
      const res = await adjust(admin, { ...base, ...patch }, 400);
      expect(res.errors.map((e: { path: string }) => e.path), JSON.stringify(patch)).toContain(field);
    }
    expect((await adjust(admin, { ...base, userId: mentor.id }, 404)).code).toBe('NOT_FOUND');
    expect((await adjust(admin, { ...base, userId: 999_999 }, 404)).code).toBe('NOT_FOUND');
    expect(await ledgerCount(u.id)).toBe(0);
  });

  it('should be for coins.manage only: 403 for learners and other staff', async () => {
    for (const u of [ana, mentor, editor]) await adjust(u, { userId: ravi.id, direction: 'credit', amount: 1000, reason: 'Myself' }, 403);
    expect(await balance(ravi)).toBe(20);
  });
});

describe('GET /api/coins/history', () => {
  const history = (u: User, q = '') => t.as(u)({ url: `/api/coins/history${q}` });

  it('should list every learner\'s rows for staff with the learner and the staff member behind each change', async () => {
    const res = await history(admin, `?from=${day1}&to=${day3}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items as { UserID: number; ActorName: string | null; ActorUserID: number | null; EventCode: string }[];
    expect(items.map((r) => r.UserID)).toEqual(expect.arrayContaining([ana.id, ravi.id]));
    expect(items.find((r) => r.UserID === ravi.id)).toMatchObject({ ActorUserID: admin.id, ActorName: expect.stringMatching(/^Test User/), UserName: expect.stringMatching(/^Test User/) });
    expect(items.find((r) => r.EventCode === 'test.passed')).toMatchObject({ ActorUserID: null, ActorName: null });
  });

  it('should filter by learner, event, direction and days, and search learner and reason', async () => {
    const of = async (q: string) => (await history(admin, q)).json().data.items as { UserID: number; EventCode: string; Debit: number }[];
    expect((await of(`?userId=${ana.id}`)).map((r) => r.EventCode)).toEqual(['order.payment', 'test.passed', 'staff.credit']);
    expect((await of(`?userId=${ana.id}&direction=debit`)).map((r) => r.Debit)).toEqual([15]);
    expect((await of(`?userId=${ana.id}&eventId=${eventId['test.passed']}`))).toHaveLength(1);
    expect((await of(`?userId=${ana.id}&from=${day2}&to=${day2}`)).map((r) => r.EventCode)).toEqual(['test.passed']);
    expect((await of(`?term=welcome%20bonus`)).map((r) => r.UserID)).toEqual([ravi.id]);
    expect((await of(`?term=${encodeURIComponent(ana.email)}`)).every((r) => r.UserID === ana.id)).toBe(true);
    expect((await history(admin, `?from=${day3}&to=${day1}`)).statusCode).toBe(400);
  });

  it('should answer 403 to learners and staff without coins.manage', async () => {
    for (const u of [ana, mentor, editor]) expect((await history(u)).statusCode).toBe(403);
  });
});

describe('GET /api/coins/learners', () => {
  it('should find active learners by name or email with their balances, never staff', async () => {
    const res = await t.as(admin)({ url: `/api/coins/learners?term=${encodeURIComponent(ana.email)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ ID: ana.id, Name: expect.stringMatching(/^Test User/), Email: ana.email, Balance: await balance(ana) }]);
    expect((await t.as(admin)({ url: `/api/coins/learners?term=${encodeURIComponent(mentor.email)}` })).json().data).toEqual([]);
    expect((await t.as(admin)({ url: `/api/coins/learners/${ravi.id}` })).json().data).toMatchObject({ ID: ravi.id, Balance: 20 });
    expect((await t.as(admin)({ url: `/api/coins/learners/${mentor.id}` })).statusCode).toBe(404);
    expect((await t.as(ana)({ url: `/api/coins/learners/${ravi.id}` })).statusCode).toBe(403);
  });
});

describe('earning rules', () => {
  it('should let coins.manage set a rule\'s coins and state, with an audit row; 404 for anything but a rule; 403 for others', async () => {
    const rules = (await t.as(admin)({ url: '/api/coins/rules' })).json().data as { ID: number; Code: string; Coins: number; Active: boolean }[];
    expect(rules.map((r) => r.Code)).toEqual(['course.completed', 'test.passed', 'badge.claimed', 'forum.answer.useful', 'knowledge.approved']);
    const badge = rules.find((r) => r.Code === 'badge.claimed')!;
    const since = Number(((await t.database.db.execute(sql`select coalesce(max(id), 0) as id from audit_log`)) as unknown as { rows: { id: string }[] }).rows[0]!.id);
    const res = await t.as(admin)({ method: 'PUT', url: `/api/coins/rules/${badge.ID}`, body: { coins: 40, active: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ID: badge.ID, Coins: 40, Active: false });
    expect(await t.database.db.select().from(auditLog).where(gt(auditLog.id, since))).toMatchObject([
      { action: 'coins.rule.change', entityType: 'coinRule', entityId: String(badge.ID), before: { Coins: badge.Coins, Active: true }, after: { Coins: 40, Active: false } },
    ]);
    expect((await t.as(admin)({ method: 'PUT', url: `/api/coins/rules/${eventId['staff.credit']}`, body: { coins: 40, active: true } })).statusCode).toBe(404);
    expect((await t.as(admin)({ method: 'PUT', url: `/api/coins/rules/${badge.ID}`, body: { coins: 0, active: true } })).statusCode).toBe(400);
    expect((await t.as(ana)({ method: 'PUT', url: `/api/coins/rules/${badge.ID}`, body: { coins: 1000, active: true } })).statusCode).toBe(403);
    expect((await t.as(ana)({ url: '/api/coins/rules' })).statusCode).toBe(403);
    await t.as(admin)({ method: 'PUT', url: `/api/coins/rules/${badge.ID}`, body: { coins: badge.Coins, active: true } });
  });
});

describe('coins granted by the owning modules', () => {
  it('should grant "test passed" once per test and "course completed" once per course, in their transactions', async () => {
    const built = await buildCourse(t, editor, 2);
    const learner = await t.createUser();
    await admit(t, admin, built.course.ID, learner);
    await t.as(admin)({ method: 'PUT', url: `/api/courses/${built.course.ID}/mentors`, body: { UserIDs: [mentor.id] } });
    const [first, second] = built.lessons as [typeof built.lessons[0], typeof built.lessons[0]];
    await watch(t, learner, built.course.ID, first.lessonId);
    // a failed attempt earns nothing; the pass that follows earns the rule once
    expect((await takeTest(t, learner, built.course.ID, first.lessonId, first.questionId, false)).Passed).toBe(false);
    expect(await balance(learner)).toBe(0);
    expect((await takeTest(t, learner, built.course.ID, first.lessonId, first.questionId, true)).Passed).toBe(true);
    expect(await balance(learner)).toBe(10);
    for (const l of [first, second]) {
      if (l === second) {
        await watch(t, learner, built.course.ID, l.lessonId);
        await takeTest(t, learner, built.course.ID, l.lessonId, l.questionId, true);
      }
      const s = (await submit(t, learner, built.course.ID, l.lessonId)).json().data;
      expect((await t.as(mentor)({ method: 'POST', url: `/api/usersProgress/submissions/${s.ID}/accept`, body: { Score: 9, Feedback: 'Good' } })).statusCode).toBe(200);
    }
    expect(await balance(learner)).toBe(10 + 10 + 100);
    // later syncs grant nothing more
    await t.services.learning.progress.sync(learner.id, built.course.ID);
    await t.services.learning.progress.sync(learner.id, built.course.ID);
    const rows = (await t.as(learner)({ url: `/api/rewards/getDetailStatement/${day1}/2030-12-31` })).json().data.items as { EventCode: string; Credit: number; Reason: string }[];
    expect(rows.map((r) => `${r.EventCode}:${r.Credit}`).sort()).toEqual(['course.completed:100', 'test.passed:10', 'test.passed:10']);
    expect(rows.find((r) => r.EventCode === 'course.completed')!.Reason).toBe(`Completed the course ${built.course.Title}`);
  });
});

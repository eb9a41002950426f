import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';

/** /Others/ActiveUsersList: who is online now (a session used in the last 5 minutes), in the last 24 hours, or holds a live session. */
type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let clock: TestClock;
let admin: User;
let early: User;
let recent: User;

const MIN = 60_000;

beforeAll(async () => {
  clock = new TestClock(new Date('2026-05-04T08:00:00Z'));
  t = await createTestApp({ clock });
  admin = await t.createUser({ role: 'Admin' });
  early = await t.createUser();
  clock.advance(10 * MIN);
  recent = await t.createUser();
}, 60_000);
afterAll(() => t.close());

const list = async (window?: string) => {
  const res = await t.as(admin)({ url: `/api/users/getSsoTokenList${window ? `?window=${window}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { UserID: number; EndedOn: string | null }[]).map((s) => s.UserID).sort((a, b) => a - b);
};
const summary = async () => {
  const res = await t.as(admin)({ url: '/api/users/sessions/summary' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const ids = (...us: User[]) => us.map((u) => u.id).sort((a, b) => a - b);

describe('GET /api/users/getSsoTokenList?window=', () => {
  it('should list only sessions used in the last 5 minutes as online, every session of the last 24 hours, and every live one by default', async () => {
    // The admin's own session renews with this request (10 minutes after its start): online too.
    expect(await list('online')).toEqual(ids(admin, recent));
    expect(await list('day')).toEqual(ids(admin, early, recent));
    expect(await list()).toEqual(ids(admin, early, recent));
    expect(await summary()).toEqual({ OnlineNow: 2, Last24Hours: 3, LiveSessions: 3 });
  });

  it('should keep an ended session in the last 24 hours but not among the live ones', async () => {
    const res = await t.as(admin)({ method: 'DELETE', url: `/api/users/sessions/${early.sessionId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await list('day')).toEqual(ids(admin, early, recent));
    expect(await list('live')).toEqual(ids(admin, recent));
    expect(await summary()).toEqual({ OnlineNow: 2, Last24Hours: 3, LiveSessions: 2 });
  });

  it('should drop sessions not used for a day from the last 24 hours', async () => {
    // The admin keeps working (each request renews the session); the learners do not come back.
    clock.advance(20 * 60 * MIN);
    await summary();
    clock.advance(5 * 60 * MIN);
    expect(await list('day')).toEqual(ids(admin));
    expect(await summary()).toMatchObject({ OnlineNow: 1, Last24Hours: 1 });
  });

  it('should answer 400 for an unknown window and 403 to a learner', async () => {
    const bad = await t.as(admin)({ url: '/api/users/getSsoTokenList?window=week' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('window');
    const learner = await t.createUser();
    expect((await t.as(learner)({ url: '/api/users/sessions/summary' })).statusCode).toBe(403);
    expect((await t.as(learner)({ url: '/api/users/getSsoTokenList?window=online' })).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { openEventStream } from '../src/modules/notifications/sse-client.ts';
import { createTestApp, openTestDatabase, type TestApp } from './harness.ts';

/** Two API instances on one database and one Redis: a notification written on one reaches a stream held by the other. */
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('live notifications across two instances (Redis pub/sub)', () => {
  let a: TestApp;
  let b: TestApp;
  let redisA: Redis;
  let redisB: Redis;
  let baseB = '';
  beforeAll(async () => {
    const database = await openTestDatabase();
    redisA = new Redis(redisUrl!);
    redisB = new Redis(redisUrl!);
    const config = { RATE_LIMIT_PER_MINUTE: '100000' };
    a = await createTestApp({ database, redis: redisA, config });
    b = await createTestApp({ database, redis: redisB, config });
    await Promise.all([a.services.notifications.live.ready(), b.services.notifications.live.ready()]);
    baseB = await b.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await a.app.close();
    await b.close();
    await redisA.quit();
    await redisB.quit();
  });

  it('should push a notification written on instance A to the stream held by instance B', async () => {
    const u = await a.createUser();
    // The address is signed by A and opened on B: the signature is keyed by the session, not the instance.
    const { Url } = (await a.as(u)({ url: '/api/userNotifications/streamUrl' })).json().data;
    const stream = await openEventStream(`${baseB}${Url}`);
    expect(stream.status).toBe(200);
    expect(await stream.next('count')).toEqual({ Unread: 0 });
    expect(b.services.notifications.live.size()).toBe(1);
    expect(a.services.notifications.live.size()).toBe(0);

    const started = Date.now();
    await a.database.db.transaction((tx) =>
      a.services.notifications.notify(tx, [u.id], { type: 'assignment.returned', title: 'Returned on A', text: 'Please revise', link: '/courses' }));
    const ev = (await stream.next('notification', 3000)) as { Item: { NotificationTitle: string; NotificationID: number } };
    expect(ev.Item.NotificationTitle).toBe('Returned on A');
    expect(ev.Item.NotificationID).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(1000);

    // Marking read on A updates B's stream count.
    await a.as(u)({ method: 'POST', url: '/api/userNotifications/readAll', body: {} });
    expect(await stream.next('count', 3000)).toEqual({ Unread: 0 });

    // An announcement to everyone sent on A arrives on B.
    const admin = await a.createUser({ role: 'Admin' });
    await a.as(admin)({ method: 'POST', url: '/api/announcements', body: { title: 'Holiday on Monday', text: 'The academy is closed on Monday.', audience: { kind: 'everyone' } } });
    expect(await stream.next('notification', 3000)).toMatchObject({ Item: { NotificationTitle: 'Holiday on Monday', NotificationType: 'announcement' } });
    stream.close();
  });

  it('should end on instance B the stream of a session that logs out on instance A', async () => {
    const u = await a.createUser();
    const { Url } = (await a.as(u)({ url: '/api/userNotifications/streamUrl' })).json().data;
    const stream = await openEventStream(`${baseB}${Url}`);
    await stream.next('count');
    await a.as(u)({ method: 'POST', url: '/api/auth/logout' });
    expect(await stream.next('end', 3000)).toEqual({ Reason: 'session' });
    await stream.ended;
    // The same address no longer opens: the session is over.
    expect((await fetch(`${baseB}${Url}`)).status).toBe(403);
  });
});

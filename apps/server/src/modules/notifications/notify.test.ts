import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import type { LiveConnection, LiveEvent } from './live-hub.ts';
import { notifications } from './notifications.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fake open stream of a user on this instance, recording what the hub pushes. */
function listen(userId: number, role = 'Trainee') {
  const events: { event: LiveEvent; data: unknown }[] = [];
  const c: LiveConnection = {
    userId, sessionId: 0, role, mutedTypes: new Set(), renewAt: Date.now() + 60_000,
    send: (event, data) => events.push({ event, data }),
    write: (framed) => {
      const [, event, data] = /^event: (\w+)\ndata: (.*)\n\n$/s.exec(framed)!;
      events.push({ event: event as LiveEvent, data: JSON.parse(data!) });
    },
    ping: () => true,
    close: () => t.services.notifications.live.remove(c),
  };
  t.services.notifications.live.add(c);
  return { events, close: c.close };
}

const rowsOf = (userId: number) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('notify(tx, recipients, message)', () => {
  it('should write one row per recipient in the transaction and push them live only after commit', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const live = listen(a.id);
    let pushedInside = -1;
    await t.database.db.transaction(async (tx) => {
      const n = await t.services.notifications.notify(tx, [a.id, b.id, a.id], { type: 'assignment.returned', title: 'Returned', text: 'Please revise', link: '/courses' });
      expect(n).toBe(2);
      pushedInside = live.events.length;
    });
    expect(pushedInside).toBe(0);
    expect(live.events).toHaveLength(1);
    expect(live.events[0]).toMatchObject({ event: 'notification', data: { Item: { NotificationTitle: 'Returned', NotificationType: 'assignment.returned', NotificationStatus: 'unread', Link: '/courses' } } });
    const [row] = await rowsOf(a.id);
    expect((live.events[0]!.data as { Item: { NotificationID: number } }).Item.NotificationID).toBe(row!.id);
    expect(await rowsOf(b.id)).toHaveLength(1);
    live.close();
  });

  it('should write and push nothing when the transaction rolls back', async () => {
    const a = await t.createUser();
    const live = listen(a.id);
    await expect(t.database.db.transaction(async (tx) => {
      await t.services.notifications.notify(tx, [a.id], { type: 'certificate.issued', title: 'Certificate', text: 'Issued' });
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect(await rowsOf(a.id)).toHaveLength(0);
    expect(live.events).toHaveLength(0);
    live.close();
  });

  it('should keep a savepoint\'s notification when the savepoint is released and drop it when it rolls back', async () => {
    const a = await t.createUser();
    const live = listen(a.id);
    await t.database.db.transaction(async (tx) => {
      await tx.transaction(async (sp) => {
        await t.services.notifications.notify(sp, [a.id], { type: 'test.result', title: 'Kept', text: 'x' });
      });
      await tx.transaction(async (sp) => {
        await t.services.notifications.notify(sp, [a.id], { type: 'test.result', title: 'Dropped', text: 'x' });
        throw new Error('inner');
      }).catch(() => undefined);
    });
    expect((await rowsOf(a.id)).map((r) => r.title)).toEqual(['Kept']);
    expect(live.events.map((e) => (e.data as { Item: { NotificationTitle: string } }).Item.NotificationTitle)).toEqual(['Kept']);
    live.close();
  });

  it('should mail the types a user wants by e-mail through the outbox, and skip in-app rows a user turned off', async () => {
    const a = await t.createUser();
    await t.services.notifications.savePreferences(a.id, [{ Type: 'test.result', InApp: false, Email: true }]);
    await t.database.db.transaction((tx) => t.services.notifications.notify(tx, [a.id], { type: 'test.result', title: 'Your result', text: 'You passed', link: '/Test-Series' }));
    expect(await rowsOf(a.id)).toHaveLength(0);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, a.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your result');
    expect(mails[0]!.textBody).toContain('/app/Test-Series');
    // assignment.returned is mailed by default; assignment.accepted is not
    await t.services.notifications.notify(t.database.db, [a.id], { type: 'assignment.accepted', title: 'Accepted', text: 'Well done' });
    await t.services.notifications.notify(t.database.db, [a.id], { type: 'assignment.returned', title: 'Returned', text: 'Revise' });
    const subjects = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, a.email))).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Returned', 'Your result']);
  });

  it('should refuse a link outside the app and cut long texts', async () => {
    const a = await t.createUser();
    await t.services.notifications.notify(t.database.db, [a.id], { type: 'announcement', title: 'x'.repeat(500), text: 'y', link: 'javascript:alert(1)' });
    const [row] = await rowsOf(a.id);
    expect(row!.link).toBeNull();
    expect(row!.title).toHaveLength(200);
    const [{ n }] = (await t.database.db.execute(sql`select count(*)::int as n from notifications where user_id = ${a.id}`) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});

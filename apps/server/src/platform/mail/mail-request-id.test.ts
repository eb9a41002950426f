import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailOutbox } from './mail.tables.ts';
import { createMailDelivery, type MailDeliveryOptions } from './mail-delivery.ts';

/** The request that queued a mail is on its outbox row and on the sender's log lines about it. */
describe('request id in the mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('should record the id of the request that queued the mail and log it when the mail is sent', async () => {
    const user = await t.createUser({ role: 'Trainee' });
    const requestId = 'req-forgot-0001';
    const res = await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email }, headers: { 'x-request-id': requestId } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(requestId);

    const [row] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(row?.requestId).toBe(requestId);

    // A mail queued outside any request (a job, the seed) has none.
    await t.app.ctx.mailer.enqueue({ to: 'nobody@example.com', subject: 'From a job', text: 'x', idempotencyKey: 'job:1' });
    const [fromJob] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, 'job:1'));
    expect(fromJob?.requestId).toBeNull();

    const lines: { obj: Record<string, unknown>; msg?: string }[] = [];
    const push = (obj: object, msg?: string) => void lines.push({ obj: obj as Record<string, unknown>, msg });
    const log: MailDeliveryOptions['log'] = { info: push, warn: push, error: push };
    const sent: string[] = [];
    const delivery = createMailDelivery({
      db: t.app.ctx.db, config: t.app.ctx.config, log, now: () => new Date(Date.now() + 1_000),
      transport: { sendMail: async (m) => void sent.push(m.to) },
    });
    await delivery.runOnce();
    await delivery.close();
    expect(sent).toContain(user.email);
    expect(lines.find((l) => l.obj.mailId === row!.id)?.obj).toMatchObject({ requestId });
    expect(lines.find((l) => l.obj.mailId === fromJob!.id)?.obj.requestId).toBeUndefined();
  });
});

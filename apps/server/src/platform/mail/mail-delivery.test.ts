import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { testConfig } from '../../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import type { WorkerLogger } from '../jobs/jobs.ts';
import { createOutboxMailer, type Mailer } from './mailer.ts';
import { mailOutbox } from './mail.tables.ts';
import { createMailDelivery, retryDelayMs, SENT_BODY_REMOVED, type MailDelivery, type MailDeliveryOptions } from './mail-delivery.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port; `reject` makes it refuse message data with the given code. */
async function startPeer() {
  const received: Received[] = [];
  const state: { reject: number | null } = { reject: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.reject) {
          const err = Object.assign(new Error(`rejected by test peer (${state.reject})`), { responseCode: state.reject });
          return callback(err);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', () => resolve()));
  const port = (srv.address() as AddressInfo).port;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

function memoryLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg?: string }[] = [];
  const log: WorkerLogger = {
    info: (obj, msg) => void lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    warn: (obj, msg) => void lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    error: (obj, msg) => void lines.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
  };
  return { log, lines };
}

describe('mail delivery', () => {
  let database: Database;
  let mailer: Mailer;
  let peer: Awaited<ReturnType<typeof startPeer>>;
  let clock: number;
  const deliveries: MailDelivery[] = [];

  function delivery(overrides: Partial<MailDeliveryOptions> & { smtpUrl?: string | null } = {}) {
    const { smtpUrl, ...rest } = overrides;
    const url = smtpUrl === undefined ? peer.url : smtpUrl;
    const config = testConfig({ MAIL_FROM: 'Academy <no-reply@academy.test>', ...(url ? { SMTP_URL: url } : {}) });
    const d = createMailDelivery({
      db: database.db,
      config,
      log: memoryLog().log,
      now: () => new Date(clock),
      retryBaseMs: 60_000,
      ...rest,
    });
    deliveries.push(d);
    return d;
  }

  async function rows() {
    return database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  }

  beforeAll(async () => {
    database = await openDatabase({});
    await runMigrations(database);
    mailer = createOutboxMailer(database.db);
    peer = await startPeer();
  });

  afterAll(async () => {
    await peer.close();
    await database.close();
  });

  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    peer.received.length = 0;
    peer.state.reject = null;
    // a little ahead of the database clock, so rows enqueued with now() are due
    clock = Date.now() + 1_000;
  });

  afterEach(async () => {
    await Promise.all(deliveries.splice(0).map((d) => d.close()));
  });

  it('should send an enqueued mail to the SMTP peer and mark it sent when SMTP_URL is set', async () => {
    await mailer.enqueue({
      to: 'learner@example.com',
      subject: 'Reset your password',
      text: 'Open http://localhost:3000/app/reset?token=abc123 within 30 minutes.',
      html: '<p>Open the link</p>',
      idempotencyKey: 'reset:1',
    });
    const d = delivery();
    expect(d.mode).toBe('smtp');
    expect(await d.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0]!;
    expect(mail.to).toEqual(['learner@example.com']);
    expect(mail.from).toBe('no-reply@academy.test');
    expect(mail.raw).toMatch(/^Subject: Reset your password$/m);
    expect(mail.raw).toMatch(/^To: learner@example\.com$/m);
    expect(mail.raw).toContain('token=abc123');
    expect(mail.raw).toContain('<p>Open the link</p>');

    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentOn).toBeInstanceOf(Date);
    // Sent: the outbox (and so every backup) keeps who, what and when, not the link.
    expect(row).toMatchObject({ toAddress: 'learner@example.com', subject: 'Reset your password', textBody: SENT_BODY_REMOVED, htmlBody: null });
  });

  it('should send nothing when nothing is due', async () => {
    expect(await delivery().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(peer.received).toHaveLength(0);
  });

  it('should keep a mail pending with attempts counted and deliver it on a later run when the peer rejects it', async () => {
    await mailer.enqueue({ to: 'a@example.com', subject: 'Welcome', text: 'Hello there', idempotencyKey: 'welcome:a' });
    peer.state.reject = 451;
    const d = delivery();
    expect(await d.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });

    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('451');
    expect(row!.nextAttemptAt.getTime()).toBe(clock + 60_000);

    // peer healthy again, but the backoff has not elapsed: nothing is sent
    peer.state.reject = null;
    expect(await d.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(peer.received).toHaveLength(0);

    clock += 60_001;
    expect(await d.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(peer.received).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('should retry with a growing delay when the SMTP port is closed', async () => {
    await mailer.enqueue({ to: 'b@example.com', subject: 'Hi', text: 'Body', idempotencyKey: 'closed:b' });
    const d = delivery({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    expect(await d.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.nextAttemptAt.getTime()).toBe(clock + 60_000);

    clock += 60_001;
    expect(await d.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime()).toBe(clock + 120_000);

    // the same row reaches a working server on a later run
    clock += 120_001;
    expect(await delivery().runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(peer.received.map((m) => m.to)).toEqual([['b@example.com']]);
  });

  it('should mark a mail failed with its last error when it runs out of attempts', async () => {
    await mailer.enqueue({ to: 'c@example.com', subject: 'Hi', text: 'Body', idempotencyKey: 'fail:c' });
    peer.state.reject = 452;
    const d = delivery({ maxAttempts: 3 });
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push(await d.runOnce());
      clock += 10 * 60_000;
    }
    expect(results).toEqual([
      { sent: 0, retried: 1, failed: 0 },
      { sent: 0, retried: 1, failed: 0 },
      { sent: 0, retried: 0, failed: 1 },
    ]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row!.lastError).toContain('452');
    peer.state.reject = null;
    expect(await d.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(peer.received).toHaveLength(0);
  });

  it('should give up at once when the peer refuses the message permanently (5xx)', async () => {
    await mailer.enqueue({ to: 'd@example.com', subject: 'Hi', text: 'Body', idempotencyKey: 'perm:d' });
    peer.state.reject = 554;
    expect(await delivery().runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('should send a mail once when it is enqueued twice with the same idempotency key', async () => {
    const message = { to: 'e@example.com', subject: 'Your certificate', text: 'Congratulations', idempotencyKey: 'cert:42' };
    await mailer.enqueue(message);
    await mailer.enqueue({ ...message, subject: 'Your certificate (again)' });
    const d = delivery();
    await d.runOnce();
    await mailer.enqueue(message);
    await d.runOnce();
    expect(await rows()).toHaveLength(1);
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]!.raw).toMatch(/^Subject: Your certificate$/m);
  });

  it('should enqueue inside the caller transaction and lose the mail when it rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await mailer.enqueue({ to: 'f@example.com', subject: 'x', text: 'y', idempotencyKey: 'tx:f' }, tx);
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await rows()).toHaveLength(0);
  });

  it('should deliver each mail exactly once when runOnce runs concurrently', async () => {
    const count = 30;
    for (let i = 0; i < count; i++) {
      await mailer.enqueue({ to: `user${i}@example.com`, subject: `Mail ${i}`, text: `Body ${i}`, idempotencyKey: `bulk:${i}` });
    }
    const workers = [delivery({ batchSize: 4 }), delivery({ batchSize: 4 }), delivery({ batchSize: 3 })];
    const results = await Promise.all([...workers, ...workers].map((w) => w.runOnce()));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(count);

    const recipients = peer.received.flatMap((m) => m.to).sort();
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    const all = await rows();
    expect(all.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('should write the mail to the log and mark it logged when SMTP_URL is not set', async () => {
    await mailer.enqueue({
      to: 'dev@example.com',
      subject: 'Reset your password',
      text: 'Reset link: http://localhost:3000/app/reset?token=xyz',
      idempotencyKey: 'log:1',
    });
    const { log, lines } = memoryLog();
    const d = delivery({ smtpUrl: null, log });
    expect(d.mode).toBe('log');
    expect(await d.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(peer.received).toHaveLength(0);
    const line = lines.find((l) => l.obj.to === 'dev@example.com');
    expect(line?.obj).toMatchObject({ subject: 'Reset your password', text: expect.stringContaining('token=xyz') });
    expect(line?.msg).toMatch(/SMTP_URL is not set/);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, 'log:1'));
    expect(row?.status).toBe('logged');
    expect(row?.textBody).toBe(SENT_BODY_REMOVED);
  });
});

describe('retryDelayMs', () => {
  it('should double the delay per attempt up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((a) => retryDelayMs(a, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

/**
 * PGlite has one connection, so it cannot show two workers racing; on PostgreSQL two pools do. The table is
 * created in a throw-away schema from the committed migration so other suites sharing the database are not touched.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('mail delivery on PostgreSQL', () => {
  const schema = `mail_test_${process.pid}_${Date.now()}`;
  let admin: Database;
  let workers: Database[] = [];
  let peer: Awaited<ReturnType<typeof startPeer>>;

  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL!;
    admin = await openDatabase({ url: base, poolMax: 1 });
    await admin.db.execute(sql.raw(`CREATE SCHEMA "${schema}"`));
    const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    workers = await Promise.all([openDatabase({ url, poolMax: 4 }), openDatabase({ url, poolMax: 4 })]);
    for (const statement of await mailOutboxDdl()) await workers[0]!.db.execute(sql.raw(statement));
    peer = await startPeer();
  });

  afterAll(async () => {
    await peer?.close();
    await Promise.all(workers.map((w) => w.close()));
    await admin?.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    await admin?.close();
  });

  it('should deliver each mail exactly once when two processes run delivery at the same time', async () => {
    const count = 60;
    const mailer = createOutboxMailer(workers[0]!.db);
    for (let i = 0; i < count; i++) {
      await mailer.enqueue({ to: `pg${i}@example.com`, subject: `PG ${i}`, text: `Body ${i}`, idempotencyKey: `pg:${i}` });
    }
    const config = testConfig({ SMTP_URL: peer.url });
    const deliveries = workers.flatMap((w) => [
      createMailDelivery({ db: w.db, config, log: memoryLog().log, batchSize: 5 }),
      createMailDelivery({ db: w.db, config, log: memoryLog().log, batchSize: 7 }),
    ]);
    try {
      const results = await Promise.all(deliveries.map((d) => d.runOnce()));
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(count);
      // more than one worker took part, so the race was real
      expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    } finally {
      await Promise.all(deliveries.map((d) => d.close()));
    }
    const recipients = peer.received.flatMap((m) => m.to);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    const all = await workers[1]!.db.select().from(mailOutbox);
    expect(all.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

async function mailOutboxDdl(): Promise<string[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const { migrationsFolder } = await import('../../paths.ts');
  const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
  const statements: string[] = [];
  for (const file of files) {
    const text = await readFile(`${migrationsFolder}/${file}`, 'utf8');
    for (const s of text.split('--> statement-breakpoint')) {
      if (/\bON "mail_outbox"|CREATE TABLE "mail_outbox"|ALTER TABLE "mail_outbox"/.test(s)) statements.push(s.trim());
    }
  }
  return statements;
}

import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../db/client.ts';
import type { PeriodicJob, WorkerLogger } from '../jobs/jobs.ts';
import { mailOutbox } from './mail.tables.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** What the delivery worker needs from a transport; a nodemailer transporter fits, tests may pass a fake. */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    messageId?: string;
    headers?: Record<string, string>;
    attachments?: { filename: string; contentType: string; content: Readable }[];
  }): Promise<unknown>;
  close?(): void;
};

export type MailDeliveryOptions = {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'APP_URL' | 'NODE_ENV'>;
  log: WorkerLogger;
  /** Where attachments are read from (a mail with attachments and no storage is sent without them, logged). */
  storage?: Pick<FileStorage, 'get'>;
  /** Overrides the SMTP transport built from SMTP_URL. */
  transport?: MailTransport;
  /** The clock (tests move it forward to reach a retry). */
  now?: () => Date;
  /** Rows claimed per batch. */
  batchSize?: number;
  /** Batches at most per runOnce, so one tick cannot run for ever. */
  maxBatches?: number;
  /** Attempts before a mail is given up as 'failed'. */
  maxAttempts?: number;
  /** First retry delay; doubles with every attempt up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed row stays invisible to other workers while it is being sent. */
  leaseMs?: number;
};

export type DeliveryResult = { sent: number; retried: number; failed: number };

export type MailDelivery = {
  /** 'smtp' sends through SMTP_URL; 'log' writes each mail to the log and marks it sent (no SMTP_URL). */
  readonly mode: 'smtp' | 'log';
  /** Delivers every due pending mail (up to maxBatches * batchSize). Safe to call concurrently, from many processes. */
  runOnce(): Promise<DeliveryResult>;
  /** Closes the SMTP connections. */
  close(): Promise<void>;
};

export const MAIL_DELIVERY_JOB = 'mail-delivery';

/** What a mail's body becomes in the outbox once it has been sent (or written to the log). */
export const SENT_BODY_REMOVED = '[body removed after sending]';

/** Delay before retry number `attempts` (1-based): base * 2^(attempts-1), capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

type ClaimedMail = typeof mailOutbox.$inferSelect;

/** A 5xx on the recipient or the message will not get better by retrying; anything else might. */
function isPermanent(err: unknown): boolean {
  const e = err as { responseCode?: number; code?: string };
  return typeof e?.responseCode === 'number' && e.responseCode >= 500 && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE');
}

function errorText(err: unknown): string {
  const e = err as { message?: string; response?: string };
  const text = e?.response ?? e?.message ?? String(err);
  return text.slice(0, 1000);
}

/**
 * The outbox worker. Rows are claimed with `SELECT ... FOR UPDATE SKIP LOCKED` in a short transaction that
 * pushes their next_attempt_at out by a lease and counts the attempt, then sent outside any transaction (an
 * open transaction during SMTP would stall PGlite's single connection). A process that dies mid-send leaves
 * the row to be retried after the lease: delivery is at least once, and the Message-ID is derived from the
 * idempotency key so receivers can drop a duplicate.
 */
export function createMailDelivery(opts: MailDeliveryOptions): MailDelivery {
  const { db, config, log } = opts;
  const now = opts.now ?? (() => new Date());
  const batchSize = opts.batchSize ?? 50;
  const maxBatches = opts.maxBatches ?? 20;
  const maxAttempts = opts.maxAttempts ?? 8;
  const retryBaseMs = opts.retryBaseMs ?? 60_000;
  const retryMaxMs = opts.retryMaxMs ?? 6 * 60 * 60_000;
  const leaseMs = opts.leaseMs ?? 10 * 60_000;

  const transport: MailTransport | null =
    opts.transport ??
    (config.SMTP_URL
      ? nodemailer.createTransport({
          url: config.SMTP_URL,
          pool: true,
          maxConnections: 3,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null);
  const mode = transport ? 'smtp' : 'log';
  const messageIdDomain = new URL(config.APP_URL).hostname || 'localhost';
  // Reset links live in mail bodies: the log gets them only outside production.
  const logBodies = config.NODE_ENV !== 'production';
  if (!transport && config.NODE_ENV === 'production') {
    log.warn({}, 'SMTP_URL is not set: mail is written to the log only and never delivered');
  }

  async function claim(): Promise<ClaimedMail[]> {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, at)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
        .where(and(inArray(mailOutbox.id, due.map((r) => r.id)), eq(mailOutbox.status, 'pending')))
        .returning();
    });
  }

  async function deliver(mail: ClaimedMail): Promise<keyof DeliveryResult> {
    // Every line about a mail names the request that queued it.
    const origin = mail.requestId ? { requestId: mail.requestId } : {};
    try {
      if (transport) {
        const digest = createHash('sha256').update(mail.idempotencyKey).digest('hex').slice(0, 32);
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.attachments?.length && opts.storage ? { attachments: await attachmentsOf(opts.storage, mail.attachments) } : {}),
          messageId: `<${digest}@${messageIdDomain}>`,
        });
        log.info({ mailId: mail.id, ...origin, attempts: mail.attempts }, 'mail sent');
      } else {
        log.info(
          { mailId: mail.id, ...origin, to: mail.toAddress, subject: mail.subject, ...(logBodies ? { text: mail.textBody } : {}) },
          'SMTP_URL is not set: mail NOT sent, written to this log instead and marked sent',
        );
      }
    } catch (err) {
      const lastError = errorText(err);
      if (mail.attempts >= maxAttempts || isPermanent(err)) {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', lastError })
          .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
        log.error({ mailId: mail.id, ...origin, to: mail.toAddress, attempts: mail.attempts, error: lastError }, 'mail delivery failed for good');
        return 'failed';
      }
      const nextAttemptAt = new Date(now().getTime() + retryDelayMs(mail.attempts, retryBaseMs, retryMaxMs));
      await db
        .update(mailOutbox)
        .set({ lastError, nextAttemptAt })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
      log.warn({ mailId: mail.id, ...origin, attempts: mail.attempts, nextAttemptAt, error: lastError }, 'mail delivery failed, will retry');
      return 'retried';
    }
    // 'logged' tells an operator the mail never left this server (SMTP_URL was not set). The body goes: it may hold a
    // single-use link, which backups and database readers should not carry; recipient, subject and times stay.
    await db
      .update(mailOutbox)
      .set({ status: transport ? 'sent' : 'logged', sentOn: now(), lastError: null, textBody: SENT_BODY_REMOVED, htmlBody: null })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
    return 'sent';
  }

  return {
    mode,
    async runOnce() {
      const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
      for (let batch = 0; batch < maxBatches; batch++) {
        const claimed = await claim();
        for (const mail of claimed) result[await deliver(mail)]++;
        if (claimed.length < batchSize) break;
      }
      if (result.sent + result.retried + result.failed > 0) log.info({ ...result, mode }, 'mail delivery run');
      return result;
    },
    async close() {
      transport?.close?.();
    },
  };
}

/** The periodic job that drives the outbox (the outbox table stays the source of truth; the job only runs the worker). */
export function mailDeliveryJob(delivery: MailDelivery, intervalMs = 5_000): PeriodicJob {
  return { name: MAIL_DELIVERY_JOB, intervalMs, runAtStart: true, run: () => delivery.runOnce() };
}

/** The attachments of a mail, each streamed from file storage. */
async function attachmentsOf(storage: Pick<FileStorage, 'get'>, list: { filename: string; contentType: string; key: string }[]) {
  const out: { filename: string; contentType: string; content: Readable }[] = [];
  for (const a of list) out.push({ filename: a.filename, contentType: a.contentType, content: (await storage.get(a.key)).stream });
  return out;
}

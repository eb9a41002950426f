import type { Db } from '../db/client.ts';
import { currentRequestId } from '../http/request-context.ts';
import { mailOutbox, type MailAttachment } from './mail.tables.ts';

/** A mail to send; the idempotency key makes a repeated send a no-op. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  idempotencyKey: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing mail (RFC 8058). */
  headers?: Record<string, string>;
  /** Files already in file storage, attached at delivery. */
  attachments?: MailAttachment[];
  /** Not before this time (a throttled campaign spreads its mails over time). */
  notBefore?: Date;
};

export interface Mailer {
  /** Writes the mail to the outbox (inside the caller's transaction when given); delivery happens after. */
  enqueue(message: MailMessage, tx?: Db): Promise<void>;
}

/** Outbox writer: nothing acknowledged is lost; the delivery worker sends it over SMTP when configured. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async enqueue(message, tx) {
      await (tx ?? db)
        .insert(mailOutbox)
        .values({
          idempotencyKey: message.idempotencyKey,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          headers: message.headers ?? null,
          attachments: message.attachments?.length ? message.attachments : null,
          ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
          // The request that queued it (its access log line and audit entries carry the same id).
          requestId: currentRequestId() ?? null,
        })
        .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
    },
  };
}

import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz } from '../db/columns.ts';

/** A file attached to a mail: kept in file storage under `key` until the mail is delivered. */
export type MailAttachment = { filename: string; contentType: string; key: string };

/**
 * Every mail is written here first (outbox); a worker delivers it over SMTP when configured.
 * status: pending -> sent (SMTP accepted it) | logged (no SMTP_URL: written to the log only) | failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    idempotencyKey: text('idempotency_key').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of campaign mail). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with the mail, read from file storage at delivery (a scheduled report's full export). */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    createdOn: createdOn(),
    sentOn: timestampTz('sent_on'),
    /** The id of the request that queued the mail (its access log line), for following a mail back to its cause. */
    requestId: text('request_id'),
  },
  (t) => [uniqueIndex('mail_outbox_idem_uq').on(t.idempotencyKey), index('mail_outbox_status_idx').on(t.status, t.nextAttemptAt)],
);

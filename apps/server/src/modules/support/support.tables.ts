import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

/**
 * Support tickets. The learner's name and email are copied in when the ticket is opened (the list searches and
 * shows them without reaching into the users module); `updated_on` is the last activity.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('Open'),
    assigneeId: integer('assignee_id'),
    /** The ticket this duplicate was merged into (it is Closed then). */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => supportTickets.id),
    /** Client-made id of the opening request: the same request opens one ticket. */
    requestId: text('request_id').notNull(),
    firstResponseOn: timestampTz('first_response_on'),
    resolvedOn: timestampTz('resolved_on'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    uniqueIndex('support_tickets_request_uq').on(t.userId, t.requestId),
    index('support_tickets_user_idx').on(t.userId, t.updatedOn),
    index('support_tickets_status_idx').on(t.status, t.createdOn),
    index('support_tickets_assignee_idx').on(t.assigneeId),
    index('support_tickets_merged_idx').on(t.mergedIntoId),
    index('support_tickets_search_trgm').using('gin', sql`(${t.subject} || ' ' || ${t.userName} || ' ' || ${t.userEmail} || ' ' || ${t.category}) gin_trgm_ops`),
  ],
);

/** The messages of a conversation, one row each; `internal` notes are for staff only. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    ticketId: integer('ticket_id').notNull().references(() => supportTickets.id),
    authorId: integer('author_id').notNull(),
    authorName: text('author_name').notNull(),
    /** 'learner' (the ticket's owner) or 'staff'. */
    fromRole: text('from_role').notNull(),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdOn: createdOn(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.id)],
);

/** Files of messages; a row without a message is an upload waiting to be sent (cleaned up after a day). */
export const supportFiles = pgTable(
  'support_files',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    messageId: integer('message_id').references(() => supportMessages.id),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    contentType: text('content_type').notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    index('support_files_message_idx').on(t.messageId),
    index('support_files_pending_idx').on(t.userId).where(sql`${t.messageId} is null`),
  ],
);

/** Canned answers the desk inserts into replies. */
export const supportCannedAnswers = pgTable(
  'support_canned_answers',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [uniqueIndex('support_canned_answers_title_uq').on(sql`lower(${t.title})`)],
);

import { z } from 'zod';
import { idField, idValue, uintQuery } from './ids.ts';
import { listQuerySchema } from './list.ts';

/** Ticket statuses (DESIGN section 5): a learner may reopen a Resolved ticket. */
export const ticketStatuses = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** A learner may reopen a Resolved ticket for this many days after its resolution. */
export const REOPEN_WINDOW_DAYS = 14;
/** Longest subject and message, in characters. */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 10_000;
/** Files one message may carry, and the size of each (type checked from the content). */
export const SUPPORT_FILES_PER_MESSAGE = 5;
export const SUPPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** What a ticket may carry, detected from the bytes: screenshots, PDFs, text and logs, Office documents. */
export const SUPPORT_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** The file picker's accept list (the server decides by content anyway). */
export const SUPPORT_FILE_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif,.pdf,.txt,.log,.csv,.docx,.xlsx';
/** Age filters of the staff list: tickets opened more than this many days ago. */
export const ticketAgeDays = [1, 3, 7, 30] as const;

const id = z.number().int();
const subjectField = z.string().trim().min(3, 'At least 3 characters').max(SUPPORT_SUBJECT_MAX, `At most ${SUPPORT_SUBJECT_MAX} characters`);
const messageField = z.string().trim().min(1, 'Write a message').max(SUPPORT_MESSAGE_MAX, `At most ${SUPPORT_MESSAGE_MAX} characters`);
const fileIdsField = z.array(idValue).max(SUPPORT_FILES_PER_MESSAGE, `At most ${SUPPORT_FILES_PER_MESSAGE} files`).default([]);

/** A file uploaded for a message that is not sent yet (POST /support/attachments). */
export const supportUploadSchema = z.object({ ID: id, Name: z.string(), Size: z.number().int(), ContentType: z.string() });
export type SupportUpload = z.infer<typeof supportUploadSchema>;

/** A file of a sent message; Url is the download address for the caller (learner or staff). */
export const supportFileSchema = supportUploadSchema.extend({ Url: z.string() });
export type SupportFile = z.infer<typeof supportFileSchema>;

/** One message of a conversation. Internal notes exist only in staff answers. */
export const supportMessageSchema = z.object({
  ID: id,
  /** Plain text, sanitized when it was written. */
  Message: z.string(),
  AuthorName: z.string(),
  /** Who wrote it: the learner who owns the ticket, or the academy's staff. */
  From: z.enum(['learner', 'staff']),
  /** A staff note the learner never sees (staff answers only). */
  Internal: z.boolean(),
  CreatedOn: z.string(),
  /** The ticket it was written on, when that is a duplicate merged into this one. */
  MergedFromTicketID: id.nullable(),
  Files: z.array(supportFileSchema),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A row of my tickets (learner). */
export const myTicketRowSchema = z.object({
  ID: id,
  Subject: z.string(),
  Category: z.string(),
  TicketStatus: z.enum(ticketStatuses),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
  /** The first message, shown under the subject. */
  FirstMessage: z.string(),
  /** Set when staff merged this ticket into another (the conversation continues there). */
  MergedIntoID: id.nullable(),
});
export type MyTicketRow = z.infer<typeof myTicketRowSchema>;

/** A ticket with its conversation as its owner sees it (no internal notes). */
export const myTicketSchema = myTicketRowSchema.extend({
  ResolvedOn: z.string().nullable(),
  /** Until when a Resolved ticket may be reopened; null otherwise. */
  ReopenUntil: z.string().nullable(),
  Messages: z.array(supportMessageSchema),
});
export type MyTicket = z.infer<typeof myTicketSchema>;

/**
 * A row of every ticket (staff, spec `GET /support/tickets`): UserName, TicketStatus, Subject, CreatedOn and
 * Conversations, the messages as a JSON string (`[{ message, from, authorName, internal, createdOn }]`, the
 * first message first), plus what the desk works with.
 */
export const staffTicketRowSchema = z.object({
  ID: id,
  UserID: id,
  UserName: z.string(),
  UserEmail: z.string(),
  Subject: z.string(),
  Category: z.string(),
  TicketStatus: z.enum(ticketStatuses),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
  AssigneeID: id.nullable(),
  AssigneeName: z.string().nullable(),
  MergedIntoID: id.nullable(),
  /** Seconds from opening to the first public staff reply; null while unanswered. */
  FirstResponseSeconds: z.number().int().nullable(),
  /** Seconds from opening to resolution; null while unresolved. */
  ResolutionSeconds: z.number().int().nullable(),
  Conversations: z.string(),
});
export type StaffTicketRow = z.infer<typeof staffTicketRowSchema>;

/** One message of the spec's Conversations string. */
export type ConversationEntry = { message: string; from: 'learner' | 'staff'; authorName: string; internal: boolean; createdOn: string };

/** A ticket as staff see it: every message, internal notes included. */
export const staffTicketSchema = staffTicketRowSchema.omit({ Conversations: true }).extend({
  ResolvedOn: z.string().nullable(),
  FirstResponseOn: z.string().nullable(),
  /** Tickets merged into this one. */
  MergedTicketIDs: z.array(id),
  Messages: z.array(supportMessageSchema),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

/** Figures of the desk: counts by status and average times over the tickets that have them. */
export const supportStatsSchema = z.object({
  Open: z.number().int(),
  InProgress: z.number().int(),
  Resolved: z.number().int(),
  Closed: z.number().int(),
  Unassigned: z.number().int(),
  AvgFirstResponseSeconds: z.number().int().nullable(),
  AvgResolutionSeconds: z.number().int().nullable(),
});
export type SupportStats = z.infer<typeof supportStatsSchema>;

/** A staff member tickets may be assigned to. */
export const supportAgentSchema = z.object({ ID: id, Name: z.string() });

/** A canned answer: a reply staff insert and adapt. */
export const cannedAnswerSchema = z.object({ ID: id, Title: z.string(), Body: z.string(), UpdatedOn: z.string() });
export type CannedAnswer = z.infer<typeof cannedAnswerSchema>;
export const cannedAnswerBodySchema = z.object({
  Title: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'),
  Body: messageField,
});

// ---------------------------------------------------------------- requests

export const ticketParamSchema = z.object({ id: idField });
export const ticketFileParamSchema = z.object({ id: idField, fileId: idField });
export const fileParamSchema = z.object({ fileId: idField });

export const myTicketsQuerySchema = listQuerySchema.extend({
  status: z.enum(ticketStatuses).optional(),
});
export type MyTicketsQuery = z.infer<typeof myTicketsQuerySchema>;

export const staffTicketsQuerySchema = listQuerySchema.extend({
  status: z.enum(ticketStatuses).optional(),
  category: z.string().trim().max(100).optional(),
  /** An assignee's id; 0 for tickets nobody is assigned to. */
  assigneeId: uintQuery(0, 2_147_483_647).optional(),
  /** Only tickets opened more than this many days ago. */
  olderThanDays: uintQuery(1, 3650).optional(),
});
export type StaffTicketsQuery = z.infer<typeof staffTicketsQuerySchema>;

export const newTicketBodySchema = z.object({
  Subject: subjectField,
  /** A title of the support categories master list. */
  Category: z.string().trim().min(1, 'Choose a category').max(100),
  Message: messageField,
  FileIDs: fileIdsField,
  /** Client-made id: sending the same ticket twice opens it once. */
  RequestID: z.string().uuid(),
});
export type NewTicketBody = z.infer<typeof newTicketBodySchema>;

export const replyBodySchema = z.object({
  Message: messageField,
  FileIDs: fileIdsField,
});
export const staffReplyBodySchema = replyBodySchema.extend({
  /** An internal note: never shown to the learner. */
  Internal: z.boolean().default(false),
});
export const statusBodySchema = z.object({ Status: z.enum(ticketStatuses) });
export const assignBodySchema = z.object({ AssigneeID: idValue.nullable() });
export const mergeBodySchema = z.object({
  /** The ticket to keep; this one (the duplicate) is closed with a pointer to it. */
  IntoTicketID: idValue,
});

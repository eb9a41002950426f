import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  assignBodySchema, cannedAnswerBodySchema, cannedAnswerSchema, fileParamSchema, mergeBodySchema, myTicketRowSchema,
  myTicketSchema, myTicketsQuerySchema, newTicketBodySchema, replyBodySchema, staffReplyBodySchema, staffTicketRowSchema,
  staffTicketSchema, staffTicketsQuerySchema, statusBodySchema, supportAgentSchema, supportStatsSchema, supportUploadSchema,
  ticketFileParamSchema, ticketParamSchema, SUPPORT_FILE_MAX_BYTES,
} from './support.ts';

const tags = ['support'];
const use = 'support.use';
const manage = 'support.manage';
const mb = SUPPORT_FILE_MAX_BYTES / 1024 / 1024;

/**
 * The support desk. Learners (support.use) work on their own tickets under /support/myTickets (anyone else's
 * answers 404); staff (support.manage) on every ticket under /support/tickets. Internal notes are in staff answers only.
 */
export const supportEndpoints = {
  // ---------------------------------------------------------------- learner
  myTickets: endpoint({
    method: 'GET', path: '/api/support/myTickets', tags, access: use,
    summary: 'My tickets, newest activity first: subject, status, opened on and the first message; the term searches subject and category',
    query: myTicketsQuerySchema, response: pageSchema(myTicketRowSchema),
  }),
  myTicket: endpoint({
    owner: 'supportTicket',
    method: 'GET', path: '/api/support/myTickets/:id', tags, access: use,
    summary: 'One of my tickets with its conversation (my messages and the staff replies, with their files)',
    params: ticketParamSchema, response: myTicketSchema,
  }),
  open: endpoint({
    method: 'POST', path: '/api/support/tickets', tags, access: use,
    summary: 'Open a ticket: subject, category (support categories master), first message and uploaded files; idempotent by RequestID',
    body: newTicketBodySchema, response: myTicketSchema,
  }),
  reply: endpoint({
    owner: 'supportTicket',
    method: 'POST', path: '/api/support/myTickets/:id/replies', tags, access: use,
    summary: 'Reply on my ticket (Open or In Progress)',
    params: ticketParamSchema, body: replyBodySchema, response: myTicketSchema,
  }),
  close: endpoint({
    owner: 'supportTicket',
    method: 'POST', path: '/api/support/myTickets/:id/close', tags, access: use,
    summary: 'Close my ticket (the problem is solved or no longer matters)',
    params: ticketParamSchema, response: myTicketSchema,
  }),
  reopen: endpoint({
    owner: 'supportTicket',
    method: 'POST', path: '/api/support/myTickets/:id/reopen', tags, access: use,
    summary: 'Reopen my Resolved ticket, within 14 days of its resolution',
    params: ticketParamSchema, response: myTicketSchema,
  }),
  myFile: endpoint({
    owner: 'supportTicket',
    method: 'GET', path: '/api/support/myTickets/:id/files/:fileId', tags, access: use,
    summary: 'Download a file of my ticket’s conversation (always as a download)',
    params: ticketFileParamSchema, response: 'file',
  }),
  upload: endpoint({
    method: 'POST', path: '/api/support/attachments', tags, access: use,
    summary: `Upload one file for a message not sent yet (multipart "file"; images, PDF, text, Word, Excel by content; at most ${mb} MB)`,
    upload: true, response: supportUploadSchema,
  }),
  removeUpload: endpoint({
    owner: 'supportUpload',
    method: 'DELETE', path: '/api/support/attachments/:fileId', tags, access: use,
    summary: 'Remove one of my uploads that no message carries yet',
    params: fileParamSchema, response: z.null(),
  }),

  // ---------------------------------------------------------------- staff
  tickets: endpoint({
    method: 'GET', path: '/api/support/tickets', tags, access: manage,
    summary: 'Every ticket: UserName, TicketStatus, Subject, CreatedOn, Conversations (JSON string), assignee and times; filters status, category, assignee (0: nobody), age',
    query: staffTicketsQuerySchema, response: pageSchema(staffTicketRowSchema),
  }),
  ticket: endpoint({
    method: 'GET', path: '/api/support/tickets/:id', tags, access: manage,
    summary: 'One ticket with every message, internal notes included',
    params: ticketParamSchema, response: staffTicketSchema,
  }),
  staffReply: endpoint({
    audit: 'none: the message is kept in the conversation with its author and time; the status move a first reply makes is audited',
    method: 'POST', path: '/api/support/tickets/:id/replies', tags, access: manage,
    summary: 'Reply to the learner, or write an internal note (Internal: true) the learner never sees; a reply moves an Open ticket to In Progress',
    params: ticketParamSchema, body: staffReplyBodySchema, response: staffTicketSchema,
  }),
  setStatus: endpoint({
    method: 'POST', path: '/api/support/tickets/:id/status', tags, access: manage,
    summary: 'Change the status (audited; the learner is told)',
    params: ticketParamSchema, body: statusBodySchema, response: staffTicketSchema,
  }),
  assign: endpoint({
    method: 'POST', path: '/api/support/tickets/:id/assign', tags, access: manage,
    summary: 'Assign the ticket to a staff member of the desk, or to nobody (audited)',
    params: ticketParamSchema, body: assignBodySchema, response: staffTicketSchema,
  }),
  merge: endpoint({
    method: 'POST', path: '/api/support/tickets/:id/merge', tags, access: manage,
    summary: 'Merge this duplicate into another ticket of the same learner: its messages show there, it closes with a pointer (audited)',
    params: ticketParamSchema, body: mergeBodySchema, response: staffTicketSchema,
  }),
  staffFile: endpoint({
    method: 'GET', path: '/api/support/tickets/:id/files/:fileId', tags, access: manage,
    summary: 'Download a file of a ticket’s conversation (always as a download)',
    params: ticketFileParamSchema, response: 'file',
  }),
  stats: endpoint({
    method: 'GET', path: '/api/support/stats', tags, access: manage,
    summary: 'Tickets by status, unassigned, and the average first-response and resolution times',
    response: supportStatsSchema,
  }),
  agents: endpoint({
    method: 'GET', path: '/api/support/agents', tags, access: manage,
    summary: 'The staff members tickets may be assigned to (holders of support.manage)',
    response: z.array(supportAgentSchema),
  }),
  cannedAnswers: endpoint({
    method: 'GET', path: '/api/support/cannedAnswers', tags, access: manage,
    summary: 'The canned answers, by title',
    response: z.array(cannedAnswerSchema),
  }),
  createCannedAnswer: endpoint({
    method: 'POST', path: '/api/support/cannedAnswers', tags, access: manage,
    summary: 'Add a canned answer (titles are unique)',
    body: cannedAnswerBodySchema, response: cannedAnswerSchema,
  }),
  updateCannedAnswer: endpoint({
    method: 'PUT', path: '/api/support/cannedAnswers/:id', tags, access: manage,
    summary: 'Change a canned answer',
    params: ticketParamSchema, body: cannedAnswerBodySchema, response: cannedAnswerSchema,
  }),
  deleteCannedAnswer: endpoint({
    method: 'DELETE', path: '/api/support/cannedAnswers/:id', tags, access: manage,
    summary: 'Delete a canned answer',
    params: ticketParamSchema, response: z.null(),
  }),
};

import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasCapability } from '@app/contracts/roles';
import {
  REOPEN_WINDOW_DAYS, SUPPORT_FILE_MAX_BYTES, SUPPORT_FILE_TYPES, type cannedAnswerBodySchema, type ConversationEntry, type MyTicket,
  type MyTicketsQuery, type NewTicketBody, type replyBodySchema, type StaffTicket, type StaffTicketRow, type StaffTicketsQuery,
  type staffReplyBodySchema, type SupportFile, type SupportMessage, type SupportStats, type TicketStatus,
} from '@app/contracts/support';
import type { Page } from '@app/contracts/list';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import type { PeriodicJob } from '../../platform/jobs/jobs.ts';
import { AppError, conflict, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { saveUpload } from '../../platform/storage/file-upload.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MastersService } from '../masters/masters.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { cleanMessage, excerpt } from './support-message.ts';
import * as repo from './support.repository.ts';

/** The master list the ticket form's categories come from. */
export const SUPPORT_CATEGORY_MASTER = 'supportCategories';
/** Uploads a user may have waiting to be sent. */
const MAX_PENDING_UPLOADS = 10;
/** Uploads not sent within this time are removed by the clean-up job. */
const PENDING_UPLOAD_TTL_MS = 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** What support tells people, through the notifications module (`notify`), in the transaction of the change. */
export type SupportNotice = { type: 'support.reply' | 'support.status' | 'support.ticket'; title: string; text: string; link: string };
export type SupportNotifier = (db: Db, recipients: number[], notice: SupportNotice) => Promise<unknown>;

export type SupportService = ReturnType<typeof createSupportService>;

/** The scheduled clean-up of support uploads never sent within a day. */
export function cleanSupportUploadsJob(support: Pick<SupportService, 'cleanPendingUploads'>, intervalMs = 3600_000): PeriodicJob {
  return { name: 'support.cleanPendingUploads', intervalMs, runAtStart: true, run: () => support.cleanPendingUploads() };
}

const invalidFiles = () =>
  new AppError('VALIDATION', 'Some files are not yours or already sent', [{ path: 'body.FileIDs', message: 'Unknown file' }]);
const emptyMessage = () => new AppError('VALIDATION', 'Write a message', [{ path: 'body.Message', message: 'Write a message' }]);

/**
 * The support desk: learners open tickets and talk with staff; staff assign, reply (publicly or in internal
 * notes), change statuses and merge duplicates. A learner's reads filter by their id in the SQL and never select
 * internal notes; staff status changes, assignments and merges are audited; each side is notified of the other's moves.
 */
export function createSupportService(ctx: AppContext, deps: SupportDeps) {
  return {
    ...buildSupport(ctx, deps),
    /** The same use-cases on another clock: the demo seed writes a desk's history, days of it, through them. */
    withClock: (now: () => Date) => buildSupport({ ...ctx, now }, deps),
  };
}

type SupportDeps = { users: UsersService; masters: MastersService; audit: AuditService; notify: SupportNotifier };

function buildSupport(ctx: AppContext, deps: SupportDeps) {
  const learnerLink = (id: number) => `/support?ticket=${id}`;
  const staffLink = (id: number) => `/manageSupport?ticket=${id}`;

  async function nameOf(userId: number): Promise<string> {
    const [u] = await deps.users.summaries([userId]);
    return u ? `${u.firstName} ${u.lastName}`.trim() : '';
  }

  /** Active staff who hold support.manage (assignable, told of new tickets). */
  async function agents(): Promise<{ ID: number; Name: string }[]> {
    const out: { ID: number; Name: string }[] = [];
    for (const role of ['Admin', 'SuperAdmin'] as const) {
      const page = await deps.users.list({ role, active: 'true', pageIndex: 0, pageSize: 500, sortDesc: false });
      for (const u of page.items) {
        if (hasCapability(u.Role, 'support.manage')) out.push({ ID: u.ID, Name: `${u.FirstName} ${u.LastName}`.trim() });
      }
    }
    return out.sort((a, b) => a.Name.localeCompare(b.Name));
  }

  /** Who hears of a learner's move: the assignee, or every agent while nobody is assigned. Read before the transaction. */
  async function staffRecipients(t: { assigneeId: number | null }): Promise<number[]> {
    return t.assigneeId ? [t.assigneeId] : (await agents()).map((a) => a.ID);
  }

  /** Tells `recipients` except the person who acted. */
  async function tell(db: Db, actorId: number, recipients: number[], notice: SupportNotice) {
    const to = [...new Set(recipients)].filter((id) => id !== actorId);
    if (to.length) await deps.notify(db, to, notice);
  }

  async function categoryTitle(category: string): Promise<string> {
    const page = await deps.masters.list(SUPPORT_CATEGORY_MASTER, { pageIndex: 0, pageSize: 500, sortDesc: false, term: category });
    const found = page.items.find((m) => m.Title.toLowerCase() === category.toLowerCase());
    if (!found) throw new AppError('VALIDATION', 'Choose one of the support categories', [{ path: 'body.Category', message: 'Unknown category' }]);
    return found.Title;
  }

  function message(text: string): string {
    const cleaned = cleanMessage(text);
    if (!cleaned) throw emptyMessage();
    return cleaned;
  }

  /** Messages with their files; `forStaff` decides the download addresses (and the caller decides what was read). */
  async function messageViews(db: Db, ticketId: number, rows: repo.MessageRecord[], forStaff: boolean): Promise<SupportMessage[]> {
    const files = await repo.filesOf(db, rows.map((m) => m.id));
    const url = (fileId: number) => (forStaff ? `/api/support/tickets/${ticketId}/files/${fileId}` : `/api/support/myTickets/${ticketId}/files/${fileId}`);
    return rows.map((m) => ({
      ID: m.id,
      Message: m.body,
      AuthorName: m.authorName,
      From: m.fromRole as 'learner' | 'staff',
      Internal: m.internal,
      CreatedOn: m.createdOn.toISOString(),
      MergedFromTicketID: m.ticketId === ticketId ? null : m.ticketId,
      Files: files.filter((f) => f.messageId === m.id).map((f): SupportFile => ({ ID: f.id, Name: f.fileName, Size: f.fileSize, ContentType: f.contentType, Url: url(f.id) })),
    }));
  }

  function reopenUntil(t: repo.TicketRecord): Date | null {
    if (t.status !== 'Resolved' || !t.resolvedOn) return null;
    const until = new Date(t.resolvedOn.getTime() + REOPEN_WINDOW_DAYS * DAY_MS);
    return until >= ctx.now() ? until : null;
  }

  /** The learner's view: public messages only (the query does not read internal notes). */
  async function mineView(db: Db, t: repo.TicketRecord): Promise<MyTicket> {
    const ids = [t.id, ...(await repo.mergedInto(db, t.id))];
    const messages = await messageViews(db, t.id, await repo.messagesOf(db, ids, false), false);
    const own = messages.filter((m) => m.MergedFromTicketID === null);
    return {
      ID: t.id,
      Subject: t.subject,
      Category: t.category,
      TicketStatus: t.status as TicketStatus,
      CreatedOn: t.createdOn.toISOString(),
      UpdatedOn: t.updatedOn.toISOString(),
      FirstMessage: own[0]?.Message ?? '',
      MergedIntoID: t.mergedIntoId,
      ResolvedOn: t.resolvedOn?.toISOString() ?? null,
      ReopenUntil: reopenUntil(t)?.toISOString() ?? null,
      Messages: messages,
    };
  }

  async function staffView(db: Db, id: number): Promise<StaffTicket> {
    const [row, t] = await Promise.all([repo.staffRow(db, id), repo.findTicket(db, id)]);
    if (!row || !t) throw notFound('Ticket');
    const merged = await repo.mergedInto(db, id);
    const messages = await messageViews(db, id, await repo.messagesOf(db, [id, ...merged], true), true);
    const assignee = row.AssigneeID ? (await deps.users.summaries([row.AssigneeID], db))[0] : undefined;
    return {
      ...row,
      AssigneeName: assignee ? `${assignee.firstName} ${assignee.lastName}`.trim() : null,
      ResolvedOn: t.resolvedOn?.toISOString() ?? null,
      FirstResponseOn: t.firstResponseOn?.toISOString() ?? null,
      MergedTicketIDs: merged,
      Messages: messages,
    };
  }

  async function ownTicket(actor: AuthContext, id: number) {
    const t = await repo.findTicket(ctx.db, id, actor.userId);
    if (!t) throw notFound('Ticket');
    return t;
  }

  /** Status fields for a move to `status`: resolution time kept from the first resolution, cleared by a reopening. */
  function statusChange(t: repo.TicketRecord, status: TicketStatus, now: Date): Partial<repo.TicketRecord> {
    const resolving = status === 'Resolved' || status === 'Closed';
    return { status, resolvedOn: resolving ? (t.resolvedOn ?? now) : null, updatedOn: now };
  }

  async function auditStatus(db: Db, actor: Actor, t: repo.TicketRecord, to: TicketStatus, how = '') {
    await deps.audit.record(db, actor, {
      action: 'support.status.change', entityType: 'supportTicket', entityId: t.id,
      before: { Status: t.status }, after: { Status: to },
      summary: `Changed the status of ticket #${t.id} "${excerpt(t.subject, 80)}" of ${t.userName} from ${t.status} to ${to}${how}`,
    });
  }

  return {
    agents,

    // ---------------------------------------------------------------- learner

    listMine: (actor: AuthContext, q: MyTicketsQuery) => repo.listMine(ctx.db, actor.userId, q, q.status),

    async getMine(actor: AuthContext, id: number) {
      return mineView(ctx.db, await ownTicket(actor, id));
    },

    /** Opens a ticket with its first message and files; the same RequestID answers the ticket it opened. */
    async open(actor: AuthContext, body: NewTicketBody): Promise<MyTicket> {
      const again = await repo.findByRequest(ctx.db, actor.userId, body.RequestID);
      if (again) return mineView(ctx.db, again);
      const text = message(body.Message);
      const category = await categoryTitle(body.Category);
      const [me] = await deps.users.summaries([actor.userId]);
      if (!me) throw notFound('User');
      const userName = `${me.firstName} ${me.lastName}`.trim();
      const recipients = (await agents()).map((a) => a.ID);
      const fileIds = [...new Set(body.FileIDs)];
      try {
        return await ctx.db.transaction(async (tx) => {
          const now = ctx.now();
          const t = await repo.insertTicket(tx, {
            userId: actor.userId, userName, userEmail: me.email, subject: body.Subject, category, status: 'Open',
            requestId: body.RequestID, createdOn: now, updatedOn: now,
          });
          if (!t) throw conflict('This ticket was sent already');
          const m = await repo.insertMessage(tx, { ticketId: t.id, authorId: actor.userId, authorName: userName, fromRole: 'learner', body: text, createdOn: now });
          if ((await repo.attachFiles(tx, m.id, actor.userId, fileIds)) !== fileIds.length) throw invalidFiles();
          await tell(tx, actor.userId, recipients, {
            type: 'support.ticket', title: `New ticket #${t.id}: ${excerpt(t.subject, 80)}`, text: `${userName} (${category}): ${excerpt(text)}`, link: staffLink(t.id),
          });
          return mineView(tx, t);
        });
      } catch (e) {
        // The same request sent twice at once: the other one opened it.
        const winner = await repo.findByRequest(ctx.db, actor.userId, body.RequestID);
        if (winner) return mineView(ctx.db, winner);
        throw e;
      }
    },

    /** The learner's reply, on an Open or In Progress ticket of theirs. */
    async reply(actor: AuthContext, id: number, body: z.infer<typeof replyBodySchema>): Promise<MyTicket> {
      const text = message(body.Message);
      const before = await ownTicket(actor, id);
      const [name, recipients] = await Promise.all([nameOf(actor.userId), staffRecipients(before)]);
      const fileIds = [...new Set(body.FileIDs)];
      return ctx.db.transaction(async (tx) => {
        const t = await repo.lockTicket(tx, id, actor.userId);
        if (!t) throw notFound('Ticket');
        if (t.mergedIntoId) throw ruleViolated(`This ticket was merged into ticket #${t.mergedIntoId}: reply there`);
        if (t.status === 'Resolved') throw ruleViolated('This ticket is resolved: reopen it to reply');
        if (t.status === 'Closed') throw ruleViolated('This ticket is closed: open a new ticket');
        const now = ctx.now();
        const m = await repo.insertMessage(tx, { ticketId: t.id, authorId: actor.userId, authorName: name, fromRole: 'learner', body: text, createdOn: now });
        if ((await repo.attachFiles(tx, m.id, actor.userId, fileIds)) !== fileIds.length) throw invalidFiles();
        const updated = await repo.updateTicket(tx, t.id, { updatedOn: now });
        await tell(tx, actor.userId, recipients, {
          type: 'support.reply', title: `${name} replied on ticket #${t.id}`, text: excerpt(text), link: staffLink(t.id),
        });
        return mineView(tx, updated);
      });
    },

    /** The learner closes their ticket (any status but Closed). */
    async close(actor: AuthContext, id: number): Promise<MyTicket> {
      const before = await ownTicket(actor, id);
      const recipients = before.assigneeId ? [before.assigneeId] : [];
      return ctx.db.transaction(async (tx) => {
        const t = await repo.lockTicket(tx, id, actor.userId);
        if (!t) throw notFound('Ticket');
        if (t.status === 'Closed') return mineView(tx, t);
        const updated = await repo.updateTicket(tx, t.id, statusChange(t, 'Closed', ctx.now()));
        await tell(tx, actor.userId, recipients, {
          type: 'support.status', title: `${t.userName} closed ticket #${t.id}`, text: excerpt(t.subject), link: staffLink(t.id),
        });
        return mineView(tx, updated);
      });
    },

    /** Reopens a Resolved ticket within REOPEN_WINDOW_DAYS of its resolution. */
    async reopen(actor: AuthContext, id: number): Promise<MyTicket> {
      const before = await ownTicket(actor, id);
      const recipients = await staffRecipients(before);
      return ctx.db.transaction(async (tx) => {
        const t = await repo.lockTicket(tx, id, actor.userId);
        if (!t) throw notFound('Ticket');
        if (t.mergedIntoId) throw ruleViolated(`This ticket was merged into ticket #${t.mergedIntoId}`);
        if (t.status !== 'Resolved') throw ruleViolated('Only a resolved ticket can be reopened');
        if (!reopenUntil(t)) throw ruleViolated(`A ticket can be reopened within ${REOPEN_WINDOW_DAYS} days of its resolution: open a new ticket`);
        const updated = await repo.updateTicket(tx, t.id, statusChange(t, 'Open', ctx.now()));
        await tell(tx, actor.userId, recipients, {
          type: 'support.ticket', title: `${t.userName} reopened ticket #${t.id}`, text: excerpt(t.subject), link: staffLink(t.id),
        });
        return mineView(tx, updated);
      });
    },

    /** A file of the learner's own ticket, not of an internal note (404 otherwise); always a download. */
    async sendMyFile(req: FastifyRequest, reply: FastifyReply, actor: AuthContext, id: number, fileId: number) {
      const f = await repo.findTicketFile(ctx.db, id, fileId, actor.userId);
      if (!f) throw notFound('File');
      return sendStoredFile(req, reply, ctx.storage, f.fileKey, { fileName: f.fileName, inline: false });
    },

    /** One file for a message not sent yet: type from the content, size limited, a few waiting per person. */
    async upload(actor: AuthContext, part: MultipartFile) {
      const saved = await saveUpload(ctx, part, { prefix: 'support', allow: SUPPORT_FILE_TYPES, maxBytes: SUPPORT_FILE_MAX_BYTES });
      let row;
      try {
        row = await repo.insertPendingFile(ctx.db, {
          userId: actor.userId, fileKey: saved.key, fileName: saved.originalName, fileSize: saved.size, contentType: saved.contentType, createdOn: ctx.now(),
        }, MAX_PENDING_UPLOADS);
      } catch (e) {
        await ctx.storage.delete(saved.key).catch(() => {});
        throw e;
      }
      if (!row) {
        await ctx.storage.delete(saved.key).catch(() => {});
        throw ruleViolated(`At most ${MAX_PENDING_UPLOADS} files may wait to be sent: send or remove some first`);
      }
      return { ID: row.id, Name: row.fileName, Size: row.fileSize, ContentType: row.contentType };
    },

    async removeUpload(actor: AuthContext, fileId: number) {
      const key = await repo.deletePendingFile(ctx.db, actor.userId, fileId);
      if (!key) throw notFound('File');
      await ctx.storage.delete(key).catch(() => {});
    },

    /** Deletes uploads never sent within a day (run hourly); how many went. */
    async cleanPendingUploads(now: Date = ctx.now(), batch = 200) {
      const before = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
      let removed = 0;
      for (;;) {
        const gone = await repo.deleteStalePendingFiles(ctx.db, before, batch);
        for (const r of gone) await ctx.storage.delete(r.fileKey).catch(() => {});
        removed += gone.length;
        if (gone.length < batch) return removed;
      }
    },

    // ---------------------------------------------------------------- staff

    /** Every ticket; Conversations is serialised here, at the edge, from the messages table. */
    async listAll(q: StaffTicketsQuery): Promise<Page<StaffTicketRow>> {
      const page = await repo.listAll(ctx.db, q, {
        status: q.status, category: q.category || undefined, assigneeId: q.assigneeId,
        createdBefore: q.olderThanDays ? new Date(ctx.now().getTime() - q.olderThanDays * DAY_MS) : undefined,
      });
      const ids = page.items.map((r) => r.ID);
      const messages = await repo.messagesOf(ctx.db, ids, true);
      const assignees = await deps.users.summaries(page.items.map((r) => r.AssigneeID).filter((x): x is number => x !== null));
      const names = new Map(assignees.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
      return {
        ...page,
        items: page.items.map((r) => ({
          ...r,
          AssigneeName: r.AssigneeID ? (names.get(r.AssigneeID) ?? null) : null,
          Conversations: JSON.stringify(messages.filter((m) => m.ticketId === r.ID).map((m): ConversationEntry => ({
            message: m.body, from: m.fromRole as 'learner' | 'staff', authorName: m.authorName, internal: m.internal, createdOn: m.createdOn.toISOString(),
          }))),
        })),
      };
    },

    get: (id: number) => staffView(ctx.db, id),

    /**
     * A staff reply (the learner is told; the first one sets the first-response time and moves an Open ticket to
     * In Progress, audited) or an internal note (nobody outside the desk hears of it; the learner's view does not move).
     */
    async staffReply(actor: Actor, id: number, body: z.infer<typeof staffReplyBodySchema>): Promise<StaffTicket> {
      const text = message(body.Message);
      const name = await nameOf(actor.userId);
      const fileIds = [...new Set(body.FileIDs)];
      return ctx.db.transaction(async (tx) => {
        const t = await repo.lockTicket(tx, id);
        if (!t) throw notFound('Ticket');
        if (t.mergedIntoId && !body.Internal) throw ruleViolated(`This ticket was merged into ticket #${t.mergedIntoId}: reply there`);
        const now = ctx.now();
        const m = await repo.insertMessage(tx, { ticketId: t.id, authorId: actor.userId, authorName: name, fromRole: 'staff', internal: body.Internal, body: text, createdOn: now });
        if ((await repo.attachFiles(tx, m.id, actor.userId, fileIds)) !== fileIds.length) throw invalidFiles();
        if (!body.Internal) {
          const moves = t.status === 'Open';
          await repo.updateTicket(tx, t.id, {
            updatedOn: now, firstResponseOn: t.firstResponseOn ?? now, ...(moves ? { status: 'In Progress' } : {}),
          });
          if (moves) await auditStatus(tx, actor, t, 'In Progress', ' by replying');
          await tell(tx, actor.userId, [t.userId], {
            type: 'support.reply', title: `Reply on your ticket #${t.id}: ${excerpt(t.subject, 80)}`, text: `${name}: ${excerpt(text)}`, link: learnerLink(t.id),
          });
        }
        return staffView(tx, t.id);
      });
    },

    /** Changes the status (audited, the learner is told). Setting the status it has changes nothing. */
    async setStatus(actor: Actor, id: number, status: TicketStatus): Promise<StaffTicket> {
      return ctx.db.transaction(async (tx) => {
        const t = await repo.lockTicket(tx, id);
        if (!t) throw notFound('Ticket');
        if (t.mergedIntoId) throw ruleViolated(`This ticket was merged into ticket #${t.mergedIntoId}`);
        if (t.status !== status) {
          await repo.updateTicket(tx, t.id, statusChange(t, status, ctx.now()));
          await auditStatus(tx, actor, t, status);
          await tell(tx, actor.userId, [t.userId], {
            type: 'support.status', title: `Your ticket #${t.id} is now ${status}`, text: excerpt(t.subject), link: learnerLink(t.id),
          });
        }
        return staffView(tx, t.id);
      });
    },

    /** Assigns to an agent or to nobody (audited; the new assignee is told). */
    async assign(actor: Actor, id: number, assigneeId: number | null): Promise<StaffTicket> {
      const team = await agents();
      const assignee = assigneeId === null ? null : team.find((a) => a.ID === assigneeId);
      if (assignee === undefined) {
        throw new AppError('VALIDATION', 'Tickets can be assigned only to active staff of the support desk', [{ path: 'body.AssigneeID', message: 'Not a support agent' }]);
      }
      return ctx.db.transaction(async (tx) => {
        const t = await repo.lockTicket(tx, id);
        if (!t) throw notFound('Ticket');
        if (t.assigneeId !== assigneeId) {
          const previous = t.assigneeId ? team.find((a) => a.ID === t.assigneeId)?.Name ?? `#${t.assigneeId}` : null;
          await repo.updateTicket(tx, t.id, { assigneeId });
          await deps.audit.record(tx, actor, {
            action: 'support.assign', entityType: 'supportTicket', entityId: t.id,
            before: { AssigneeID: t.assigneeId, Assignee: previous }, after: { AssigneeID: assigneeId, Assignee: assignee?.Name ?? null },
            summary: assignee ? `Assigned ticket #${t.id} of ${t.userName} to ${assignee.Name}` : `Unassigned ticket #${t.id} of ${t.userName}`,
          });
          if (assignee) {
            await tell(tx, actor.userId, [assignee.ID], {
              type: 'support.ticket', title: `Ticket #${t.id} was assigned to you`, text: `${t.userName}: ${excerpt(t.subject)}`, link: staffLink(t.id),
            });
          }
        }
        return staffView(tx, t.id);
      });
    },

    /**
     * Merges ticket `id` (the duplicate) into `intoId`, both of the same learner: the duplicate's messages show in
     * the kept ticket's conversation, the duplicate is Closed with a pointer to it (audited; the learner is told).
     */
    async merge(actor: Actor, id: number, intoId: number): Promise<StaffTicket> {
      if (id === intoId) throw new AppError('VALIDATION', 'A ticket cannot be merged into itself', [{ path: 'body.IntoTicketID', message: 'Choose another ticket' }]);
      return ctx.db.transaction(async (tx) => {
        // Both rows locked, the lower id first, so two merges of the same pair cannot deadlock.
        const [low, high] = [Math.min(id, intoId), Math.max(id, intoId)];
        const first = await repo.lockTicket(tx, low);
        const second = await repo.lockTicket(tx, high);
        const dup = first?.id === id ? first : second;
        const kept = first?.id === intoId ? first : second;
        if (!dup) throw notFound('Ticket');
        if (!kept) throw new AppError('VALIDATION', `There is no ticket #${intoId}`, [{ path: 'body.IntoTicketID', message: 'Unknown ticket' }]);
        if (dup.mergedIntoId) throw conflict(`This ticket was merged into ticket #${dup.mergedIntoId} already`);
        if (kept.mergedIntoId) throw ruleViolated(`Ticket #${kept.id} was itself merged into ticket #${kept.mergedIntoId}: merge into that one`);
        if (kept.userId !== dup.userId) throw ruleViolated('Only tickets of the same learner can be merged');
        const now = ctx.now();
        await repo.repointMerged(tx, dup.id, kept.id);
        await repo.updateTicket(tx, dup.id, { ...statusChange(dup, 'Closed', now), mergedIntoId: kept.id });
        await repo.updateTicket(tx, kept.id, { updatedOn: now });
        await deps.audit.record(tx, actor, {
          action: 'support.merge', entityType: 'supportTicket', entityId: dup.id,
          before: { Status: dup.status, MergedIntoID: null }, after: { Status: 'Closed', MergedIntoID: kept.id },
          summary: `Merged ticket #${dup.id} "${excerpt(dup.subject, 60)}" of ${dup.userName} into ticket #${kept.id}`,
        });
        await tell(tx, actor.userId, [dup.userId], {
          type: 'support.status', title: `Your ticket #${dup.id} continues in ticket #${kept.id}`, text: excerpt(kept.subject), link: learnerLink(kept.id),
        });
        return staffView(tx, dup.id);
      });
    },

    async sendStaffFile(req: FastifyRequest, reply: FastifyReply, id: number, fileId: number) {
      const f = await repo.findTicketFile(ctx.db, id, fileId);
      if (!f) throw notFound('File');
      return sendStoredFile(req, reply, ctx.storage, f.fileKey, { fileName: f.fileName, inline: false });
    },

    async stats(): Promise<SupportStats> {
      const s = await repo.stats(ctx.db);
      return {
        Open: s.open, InProgress: s.inProgress, Resolved: s.resolved, Closed: s.closed, Unassigned: s.unassigned,
        AvgFirstResponseSeconds: s.avgFirst === null ? null : Number(s.avgFirst),
        AvgResolutionSeconds: s.avgResolution === null ? null : Number(s.avgResolution),
      };
    },

    // ---------------------------------------------------------------- canned answers

    cannedAnswers: () => repo.listCanned(ctx.db),

    async createCanned(actor: Actor, body: z.infer<typeof cannedAnswerBodySchema>) {
      const text = message(body.Body);
      return ctx.db.transaction(async (tx) => {
        const row = await repo.insertCanned(tx, { title: body.Title, body: text });
        if (!row) throw conflict('A canned answer with this title exists');
        await deps.audit.record(tx, actor, {
          action: 'support.canned.create', entityType: 'supportCannedAnswer', entityId: row.ID, after: { Title: row.Title }, summary: `Added the canned answer "${row.Title}"`,
        });
        return row;
      });
    },

    async updateCanned(actor: Actor, id: number, body: z.infer<typeof cannedAnswerBodySchema>) {
      const text = message(body.Body);
      try {
        return await ctx.db.transaction(async (tx) => {
          const before = await repo.findCanned(tx, id);
          const row = before && (await repo.updateCanned(tx, id, { title: body.Title, body: text, updatedOn: ctx.now() }));
          if (!row) throw notFound('Canned answer');
          if (before.Title !== row.Title || before.Body !== row.Body) {
            await deps.audit.record(tx, actor, {
              action: 'support.canned.update', entityType: 'supportCannedAnswer', entityId: id,
              before: { Title: before.Title, Body: before.Body }, after: { Title: row.Title, Body: row.Body }, summary: `Changed the canned answer "${row.Title}"`,
            });
          }
          return row;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict('A canned answer with this title exists');
        throw e;
      }
    },

    async deleteCanned(actor: Actor, id: number) {
      await ctx.db.transaction(async (tx) => {
        const gone = await repo.deleteCanned(tx, id);
        if (!gone) throw notFound('Canned answer');
        await deps.audit.record(tx, actor, {
          action: 'support.canned.delete', entityType: 'supportCannedAnswer', entityId: id, before: { Title: gone.Title }, summary: `Deleted the canned answer "${gone.Title}"`,
        });
      });
    },
  };
}

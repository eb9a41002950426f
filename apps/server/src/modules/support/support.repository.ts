import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { TicketStatus } from '@app/contracts/support';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { supportCannedAnswers, supportFiles, supportMessages, supportTickets } from './support.tables.ts';

export type TicketRecord = typeof supportTickets.$inferSelect;
export type MessageRecord = typeof supportMessages.$inferSelect;
export type FileRecord = typeof supportFiles.$inferSelect;

const t = supportTickets;
const seconds = (from: SQL | typeof t.createdOn, to: typeof t.firstResponseOn) =>
  sql<number | null>`(extract(epoch from (${to} - ${from})))::int`;

// ---------------------------------------------------------------- tickets

export async function insertTicket(db: Db, values: typeof supportTickets.$inferInsert) {
  const [row] = await db.insert(supportTickets).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findByRequest(db: Db, userId: number, requestId: string) {
  const [row] = await db.select().from(supportTickets).where(and(eq(t.userId, userId), eq(t.requestId, requestId)));
  return row;
}

/** A ticket by id; with `ownerId`, only when it belongs to that user (anyone else's is "missing"). */
export async function findTicket(db: Db, id: number, ownerId?: number) {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(t.id, id), ownerId === undefined ? undefined : eq(t.userId, ownerId)));
  return row;
}

/** The same, locked for the rest of the transaction (status changes, replies and merges run one at a time per ticket). */
export async function lockTicket(db: Db, id: number, ownerId?: number) {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(t.id, id), ownerId === undefined ? undefined : eq(t.userId, ownerId)))
    .for('update');
  return row;
}

export async function updateTicket(db: Db, id: number, values: Partial<typeof supportTickets.$inferInsert>) {
  const [row] = await db.update(supportTickets).set(values).where(eq(t.id, id)).returning();
  return row!;
}

/** Ids of the tickets merged into `id`. */
export async function mergedInto(db: Db, id: number) {
  const rows = await db.select({ id: t.id }).from(supportTickets).where(eq(t.mergedIntoId, id)).orderBy(asc(t.id));
  return rows.map((r) => r.id);
}

/** Re-points tickets merged into `from` to `to` (merging a ticket that has duplicates of its own). */
export async function repointMerged(db: Db, from: number, to: number) {
  await db.update(supportTickets).set({ mergedIntoId: to }).where(eq(t.mergedIntoId, from));
}

// Spelled out: inside a select list drizzle writes a column without its table, which the subquery would read as its own.
const firstPublicMessage = sql<string>`coalesce((select m.body from support_messages m where m.ticket_id = support_tickets.id and not m.internal order by m.id limit 1), '')`;

const mineColumns = {
  ID: t.id,
  Subject: t.subject,
  Category: t.category,
  TicketStatus: sql<TicketStatus>`${t.status}`,
  CreatedOn: isoTime(t.createdOn),
  UpdatedOn: isoTime(t.updatedOn),
  FirstMessage: firstPublicMessage,
  MergedIntoID: t.mergedIntoId,
};
export type MyTicketRecord = { ID: number; Subject: string; Category: string; TicketStatus: TicketStatus; CreatedOn: string; UpdatedOn: string; FirstMessage: string; MergedIntoID: number | null };

const mineSpec: ListSpec = {
  searchable: [sql`(${t.subject} || ' ' || ${t.category})`],
  sortable: { ID: t.id, Subject: t.subject, TicketStatus: t.status, CreatedOn: t.createdOn, UpdatedOn: t.updatedOn, Category: t.category },
  defaultOrder: [sql`${t.updatedOn} desc`],
  tieBreaker: t.id,
};

/** The learner's own tickets: the owner filter is in the WHERE. */
export function listMine(db: Db, userId: number, query: ListQuery, status?: TicketStatus) {
  return paginate<MyTicketRecord>(
    db,
    mineSpec,
    query,
    (where) => db.select(mineColumns).from(supportTickets).where(where).$dynamic(),
    [eq(t.userId, userId), status ? eq(t.status, status) : undefined],
  );
}

export const staffColumns = {
  ID: t.id,
  UserID: t.userId,
  UserName: t.userName,
  UserEmail: t.userEmail,
  Subject: t.subject,
  Category: t.category,
  TicketStatus: sql<TicketStatus>`${t.status}`,
  CreatedOn: isoTime(t.createdOn),
  UpdatedOn: isoTime(t.updatedOn),
  AssigneeID: t.assigneeId,
  MergedIntoID: t.mergedIntoId,
  FirstResponseSeconds: seconds(t.createdOn, t.firstResponseOn),
  ResolutionSeconds: seconds(t.createdOn, t.resolvedOn),
};
export type StaffTicketRecord = {
  ID: number; UserID: number; UserName: string; UserEmail: string; Subject: string; Category: string; TicketStatus: TicketStatus;
  CreatedOn: string; UpdatedOn: string; AssigneeID: number | null; MergedIntoID: number | null;
  FirstResponseSeconds: number | null; ResolutionSeconds: number | null;
};

const staffSpec: ListSpec = {
  searchable: [sql`(${t.subject} || ' ' || ${t.userName} || ' ' || ${t.userEmail} || ' ' || ${t.category})`],
  sortable: {
    ID: t.id, Subject: t.subject, UserName: t.userName, Category: t.category, TicketStatus: t.status, CreatedOn: t.createdOn,
    UpdatedOn: t.updatedOn, FirstResponseSeconds: sql`(${t.firstResponseOn} - ${t.createdOn})`, ResolutionSeconds: sql`(${t.resolvedOn} - ${t.createdOn})`,
  },
  defaultOrder: [sql`${t.updatedOn} desc`],
  tieBreaker: t.id,
};

export type StaffFilters = { status?: TicketStatus; category?: string; assigneeId?: number; createdBefore?: Date };

export function listAll(db: Db, query: ListQuery, f: StaffFilters) {
  return paginate<StaffTicketRecord>(
    db,
    staffSpec,
    query,
    (where) => db.select(staffColumns).from(supportTickets).where(where).$dynamic(),
    [
      f.status ? eq(t.status, f.status) : undefined,
      f.category ? sql`lower(${t.category}) = lower(${f.category})` : undefined,
      f.assigneeId === undefined ? undefined : f.assigneeId === 0 ? isNull(t.assigneeId) : eq(t.assigneeId, f.assigneeId),
      f.createdBefore ? lt(t.createdOn, f.createdBefore) : undefined,
    ],
  );
}

export async function staffRow(db: Db, id: number) {
  const [row] = await db.select(staffColumns).from(supportTickets).where(eq(t.id, id));
  return row as StaffTicketRecord | undefined;
}

/** Counts by status, open tickets nobody is assigned to, and the average times (seconds) over the tickets that have them. */
export async function stats(db: Db) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${t.status} = 'Open')`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${t.status} = 'In Progress')`.mapWith(Number),
      resolved: sql<number>`count(*) filter (where ${t.status} = 'Resolved')`.mapWith(Number),
      closed: sql<number>`count(*) filter (where ${t.status} = 'Closed')`.mapWith(Number),
      unassigned: sql<number>`count(*) filter (where ${t.assigneeId} is null and ${t.status} in ('Open', 'In Progress'))`.mapWith(Number),
      avgFirst: sql<number | null>`(avg(extract(epoch from (${t.firstResponseOn} - ${t.createdOn}))))::int`,
      avgResolution: sql<number | null>`(avg(extract(epoch from (${t.resolvedOn} - ${t.createdOn}))) filter (where ${t.status} in ('Resolved', 'Closed') and ${t.mergedIntoId} is null))::int`,
    })
    .from(supportTickets);
  return row!;
}

// ---------------------------------------------------------------- messages and files

export async function insertMessage(db: Db, values: typeof supportMessages.$inferInsert) {
  const [row] = await db.insert(supportMessages).values(values).returning();
  return row!;
}

/** Messages of tickets, oldest first; internal notes only when `withInternal` (staff): a learner's query never reads them. */
export function messagesOf(db: Db, ticketIds: number[], withInternal: boolean) {
  if (ticketIds.length === 0) return Promise.resolve([] as MessageRecord[]);
  return db
    .select()
    .from(supportMessages)
    .where(and(inArray(supportMessages.ticketId, ticketIds), withInternal ? undefined : eq(supportMessages.internal, false)))
    .orderBy(asc(supportMessages.createdOn), asc(supportMessages.id));
}

export function filesOf(db: Db, messageIds: number[]) {
  if (messageIds.length === 0) return Promise.resolve([] as FileRecord[]);
  return db.select().from(supportFiles).where(inArray(supportFiles.messageId, messageIds)).orderBy(asc(supportFiles.id));
}

/**
 * A file of a ticket's conversation (the ticket itself or a duplicate merged into it). With `ownerId` the
 * ticket must be theirs and the message public: an internal note's file is "missing" to a learner.
 */
export async function findTicketFile(db: Db, ticketId: number, fileId: number, ownerId?: number) {
  const [row] = await db
    .select({ fileKey: supportFiles.fileKey, fileName: supportFiles.fileName })
    .from(supportFiles)
    .innerJoin(supportMessages, eq(supportMessages.id, supportFiles.messageId))
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(and(
      eq(supportFiles.id, fileId),
      or(eq(supportTickets.id, ticketId), eq(supportTickets.mergedIntoId, ticketId)),
      ownerId === undefined ? undefined : and(eq(supportMessages.internal, false), eq(supportTickets.userId, ownerId)),
    ));
  return row;
}

/** Stores a pending upload unless the user already has `maxPending` waiting; null when they do. */
export async function insertPendingFile(db: Db, values: typeof supportFiles.$inferInsert, maxPending: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7402, ${values.userId})`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(supportFiles)
      .where(and(eq(supportFiles.userId, values.userId), isNull(supportFiles.messageId)));
    if (n >= maxPending) return null;
    const [row] = await tx.insert(supportFiles).values(values).returning();
    return row!;
  });
}

/** Attaches the user's own pending uploads to a message; how many were attached. */
export async function attachFiles(db: Db, messageId: number, userId: number, fileIds: number[]) {
  if (fileIds.length === 0) return 0;
  const rows = await db
    .update(supportFiles)
    .set({ messageId })
    .where(and(inArray(supportFiles.id, fileIds), eq(supportFiles.userId, userId), isNull(supportFiles.messageId)))
    .returning({ id: supportFiles.id });
  return rows.length;
}

/** Removes one of the user's own pending uploads; its storage key, or undefined. */
export async function deletePendingFile(db: Db, userId: number, fileId: number) {
  const [row] = await db
    .delete(supportFiles)
    .where(and(eq(supportFiles.id, fileId), eq(supportFiles.userId, userId), isNull(supportFiles.messageId)))
    .returning({ fileKey: supportFiles.fileKey });
  return row?.fileKey;
}

/** Deletes up to `limit` uploads never sent, made before `before`; their storage keys (rows go first). */
export async function deleteStalePendingFiles(db: Db, before: Date, limit: number) {
  const stale = db
    .select({ id: supportFiles.id })
    .from(supportFiles)
    .where(and(isNull(supportFiles.messageId), lt(supportFiles.createdOn, before)))
    .orderBy(supportFiles.id)
    .limit(limit);
  return db
    .delete(supportFiles)
    .where(and(inArray(supportFiles.id, stale), isNull(supportFiles.messageId)))
    .returning({ fileKey: supportFiles.fileKey });
}

// ---------------------------------------------------------------- canned answers

const cannedColumns = {
  ID: supportCannedAnswers.id,
  Title: supportCannedAnswers.title,
  Body: supportCannedAnswers.body,
  UpdatedOn: isoTime(supportCannedAnswers.updatedOn),
};

export function listCanned(db: Db) {
  return db.select(cannedColumns).from(supportCannedAnswers).orderBy(sql`lower(${supportCannedAnswers.title})`, asc(supportCannedAnswers.id));
}

export async function findCanned(db: Db, id: number) {
  const [row] = await db.select(cannedColumns).from(supportCannedAnswers).where(eq(supportCannedAnswers.id, id));
  return row;
}

/** Inserts a canned answer; undefined when the title is taken. */
export async function insertCanned(db: Db, values: { title: string; body: string }) {
  const [row] = await db.insert(supportCannedAnswers).values(values).onConflictDoNothing().returning(cannedColumns);
  return row;
}

export async function updateCanned(db: Db, id: number, values: { title: string; body: string; updatedOn: Date }) {
  const [row] = await db.update(supportCannedAnswers).set(values).where(eq(supportCannedAnswers.id, id)).returning(cannedColumns);
  return row;
}

export async function deleteCanned(db: Db, id: number) {
  const [row] = await db.delete(supportCannedAnswers).where(eq(supportCannedAnswers.id, id)).returning(cannedColumns);
  return row;
}

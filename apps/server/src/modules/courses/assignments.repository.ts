import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AssignmentRow } from '@app/contracts/courses';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { assignmentFiles, assignments } from './assignments.tables.ts';

export type AssignmentRecord = typeof assignments.$inferSelect;
export type NewAssignment = typeof assignments.$inferInsert;
export type AssignmentFileRecord = typeof assignmentFiles.$inferSelect;

const live = isNull(assignments.deletedOn);
const spec: ListSpec = {
  searchable: [assignments.title],
  sortable: { ID: assignments.id, Title: assignments.title, MaxScore: assignments.maxScore, CreatedByName: assignments.createdByName, CreatedOn: assignments.createdOn },
  defaultOrder: [sql`${assignments.createdOn} desc`],
  tieBreaker: assignments.id,
};

export function listAssignments(db: Db, query: ListQuery) {
  return paginate<AssignmentRow>(
    db,
    spec,
    query,
    (where) =>
      db
        .select({
          ID: assignments.id, Title: assignments.title, Description: assignments.description, MaxScore: assignments.maxScore,
          ReattemptsAllowed: assignments.reattemptsAllowed, CreatedByName: assignments.createdByName, CreatedOn: isoTime(assignments.createdOn),
        })
        .from(assignments)
        .where(where)
        .$dynamic(),
    [live],
  );
}

export async function findAssignment(db: Db, id: number) {
  const [row] = await db.select().from(assignments).where(and(live, eq(assignments.id, id)));
  return row;
}

export async function insertAssignment(db: Db, values: NewAssignment) {
  const [row] = await db.insert(assignments).values(values).returning();
  return row!;
}

export async function updateAssignment(db: Db, id: number, values: Partial<NewAssignment>) {
  const [row] = await db.update(assignments).set(values).where(and(live, eq(assignments.id, id))).returning();
  return row;
}

export async function softDeleteAssignment(db: Db, id: number, now: Date) {
  const rows = await db.update(assignments).set({ deletedOn: now }).where(and(live, eq(assignments.id, id))).returning({ id: assignments.id });
  return rows.length > 0;
}

/** Attachments of an assignment, oldest first. */
export function filesOf(db: Db, assignmentId: number) {
  return db.select().from(assignmentFiles).where(eq(assignmentFiles.assignmentId, assignmentId)).orderBy(asc(assignmentFiles.createdOn), asc(assignmentFiles.id));
}

export async function countFiles(db: Db, assignmentId: number) {
  const [row] = await db.select({ n: count() }).from(assignmentFiles).where(eq(assignmentFiles.assignmentId, assignmentId));
  return row?.n ?? 0;
}

/** One attachment of a live assignment. */
export async function findFile(db: Db, assignmentId: number, fileId: number) {
  const [row] = await db
    .select({ file: assignmentFiles })
    .from(assignmentFiles)
    .innerJoin(assignments, eq(assignments.id, assignmentFiles.assignmentId))
    .where(and(live, eq(assignmentFiles.assignmentId, assignmentId), eq(assignmentFiles.id, fileId)));
  return row?.file;
}

export async function insertFile(db: Db, values: typeof assignmentFiles.$inferInsert) {
  const [row] = await db.insert(assignmentFiles).values(values).returning();
  return row!;
}

export async function deleteFile(db: Db, assignmentId: number, fileId: number) {
  const [row] = await db.delete(assignmentFiles).where(and(eq(assignmentFiles.assignmentId, assignmentId), eq(assignmentFiles.id, fileId))).returning();
  return row;
}

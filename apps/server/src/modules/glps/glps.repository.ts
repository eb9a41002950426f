import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GlpRow } from '@app/contracts/glps';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { glpItems, glpLearners, glps } from './glps.tables.ts';

export type GlpRecord = typeof glps.$inferSelect;
export type GlpItemRecord = typeof glpItems.$inferSelect;

const live = isNull(glps.deletedOn);
// Columns are qualified by hand: drizzle renders a column inside sql`` without its table, which a correlated
// subquery would bind to its own table.
const stepCount = sql<number>`(select count(*)::int from ${glpItems} where ${glpItems}."glp_id" = ${glps}."id")`;
const learnerCount = sql<number>`(select count(*)::int from ${glpLearners} where ${glpLearners}."glp_id" = ${glps}."id")`;

const spec: ListSpec = {
  searchable: [glps.title, glps.createdByName],
  sortable: { ID: glps.id, Title: glps.title, StepCount: stepCount, LearnerCount: learnerCount, Status: glps.status, CreatedByName: glps.createdByName, CreatedOn: glps.createdOn },
  defaultOrder: [sql`${glps.createdOn} desc`],
  tieBreaker: glps.id,
};

const rowColumns = {
  ID: glps.id,
  Title: glps.title,
  Status: glps.status,
  StepCount: stepCount,
  LearnerCount: learnerCount,
  CreatedByName: glps.createdByName,
  CreatedOn: isoTime(glps.createdOn),
};

/** Paths, paged (the spec's GET /glp list). */
export function listGlps(db: Db, query: ListQuery, filter: { status?: string }) {
  return paginate<GlpRow>(
    db,
    spec,
    query,
    (where) => db.select(rowColumns).from(glps).where(where).$dynamic(),
    [live, filter.status ? eq(glps.status, filter.status) : undefined],
  );
}

/** A live path with its list columns and description: one query. */
export async function glpWithCounts(db: Db, id: number) {
  const [row] = await db.select({ ...rowColumns, Description: glps.description }).from(glps).where(and(live, eq(glps.id, id)));
  return row as (GlpRow & { Description: string }) | undefined;
}

export async function findGlp(db: Db, id: number) {
  const [row] = await db.select().from(glps).where(and(live, eq(glps.id, id)));
  return row;
}

/** Locks a live path's row for the rest of the transaction (serialises step and learner changes). */
export async function lockGlp(tx: Db, id: number) {
  const [row] = await tx.select({ id: glps.id }).from(glps).where(and(live, eq(glps.id, id))).for('update');
  return row;
}

export async function insertGlp(db: Db, values: typeof glps.$inferInsert) {
  const [row] = await db.insert(glps).values(values).returning();
  return row!;
}

export async function updateGlp(db: Db, id: number, values: Partial<typeof glps.$inferInsert>) {
  const [row] = await db.update(glps).set(values).where(and(live, eq(glps.id, id))).returning();
  return row;
}

export async function softDeleteGlp(db: Db, id: number, now: Date) {
  const rows = await db.update(glps).set({ deletedOn: now }).where(and(live, eq(glps.id, id))).returning({ id: glps.id });
  return rows.length > 0;
}

/** Steps of paths in order: one query. */
export function stepsOf(db: Db, glpIds: number[]) {
  return db
    .select()
    .from(glpItems)
    .where(inArray(glpItems.glpId, glpIds.length ? glpIds : [0]))
    .orderBy(asc(glpItems.glpId), asc(glpItems.position), asc(glpItems.id));
}

/** Replaces a path's steps with these, positions 0..n-1 in the given order. */
export async function replaceSteps(tx: Db, glpId: number, steps: { courseId: number; lessonId: number; itemType: string; itemId: number }[]) {
  await tx.delete(glpItems).where(eq(glpItems.glpId, glpId));
  if (steps.length) await tx.insert(glpItems).values(steps.map((s, position) => ({ ...s, glpId, position })));
}

/** Learners of paths, in the order they were assigned: one query. */
export function learnersOf(db: Db, glpIds: number[]) {
  return db
    .select({ glpId: glpLearners.glpId, userId: glpLearners.userId, createdOn: glpLearners.createdOn })
    .from(glpLearners)
    .where(inArray(glpLearners.glpId, glpIds.length ? glpIds : [0]))
    .orderBy(asc(glpLearners.createdOn), asc(glpLearners.id));
}

/** Assigns; already assigned learners are left alone. Returns the user ids newly assigned. */
export async function insertLearners(db: Db, glpId: number, userIds: number[], assignedBy: number, now: Date) {
  if (!userIds.length) return [];
  const rows = await db
    .insert(glpLearners)
    .values(userIds.map((userId) => ({ glpId, userId, assignedBy, createdOn: now })))
    .onConflictDoNothing()
    .returning({ userId: glpLearners.userId });
  return rows.map((r) => r.userId);
}

export async function deleteLearner(db: Db, glpId: number, userId: number) {
  const rows = await db.delete(glpLearners).where(and(eq(glpLearners.glpId, glpId), eq(glpLearners.userId, userId))).returning({ id: glpLearners.id });
  return rows.length > 0;
}

/** Steps of live paths on items of one type in a course, with the path's title: one query. */
export function stepsForCourseItemType(db: Db, courseId: number, itemType: string) {
  return db
    .select({ glpId: glps.id, glpTitle: glps.title, lessonId: glpItems.lessonId })
    .from(glpItems)
    .innerJoin(glps, and(eq(glps.id, glpItems.glpId), live))
    .where(and(eq(glpItems.courseId, courseId), eq(glpItems.itemType, itemType)))
    .orderBy(asc(glps.title), asc(glps.id));
}

/** A learner's live published paths, newest assignment first (optionally one path): one query. */
export function publishedPathsOf(db: Db, userId: number, glpId?: number) {
  return db
    .select({ id: glps.id, title: glps.title, description: glps.description, assignedOn: glpLearners.createdOn })
    .from(glpLearners)
    .innerJoin(glps, and(eq(glps.id, glpLearners.glpId), live, eq(glps.status, 'published')))
    .where(and(eq(glpLearners.userId, userId), glpId ? eq(glps.id, glpId) : undefined))
    .orderBy(sql`${glpLearners.createdOn} desc`, asc(glps.id));
}

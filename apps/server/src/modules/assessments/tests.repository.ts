import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { TestRow } from '@app/contracts/assessments';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { testQuestions, tests } from './tests.tables.ts';

export type TestRecord = typeof tests.$inferSelect;
export type NewTest = typeof tests.$inferInsert;

const spec: ListSpec = {
  searchable: [sql`(${tests.title} || ' ' || ${tests.description})`],
  sortable: { ID: tests.id, Title: tests.title, Description: tests.description, CreatedOn: tests.createdOn, Status: tests.status },
  defaultOrder: [sql`${tests.createdOn} desc`],
  tieBreaker: tests.id,
};

export function listTests(db: Db, query: ListQuery, f: { status?: string; inSeries?: boolean }) {
  return paginate<Omit<TestRow, 'Duration'>>(
    db,
    spec,
    query,
    (where) =>
      db
        .select({
          ID: tests.id,
          Title: tests.title,
          Description: tests.description,
          CreatedOn: isoTime(tests.createdOn),
          Status: sql<TestRow['Status']>`${tests.status}`,
          InSeries: tests.inSeries,
          Selection: sql<TestRow['Selection']>`${tests.selection}`,
          DurationSeconds: tests.durationSeconds,
        })
        .from(tests)
        .where(where)
        .$dynamic(),
    [isNull(tests.deletedOn), f.status ? eq(tests.status, f.status) : undefined, f.inSeries === undefined ? undefined : eq(tests.inSeries, f.inSeries)],
  );
}

export async function findTest(db: Db, id: number) {
  const [row] = await db.select().from(tests).where(and(eq(tests.id, id), isNull(tests.deletedOn)));
  return row;
}

/** Hand-picked question ids in order. */
export async function testQuestionIds(db: Db, testId: number) {
  const rows = await db.select({ id: testQuestions.questionId }).from(testQuestions).where(eq(testQuestions.testId, testId)).orderBy(asc(testQuestions.position));
  return rows.map((r) => r.id);
}

export async function insertTest(db: Db, values: NewTest, questionIds: number[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tests).values(values).returning();
    if (questionIds.length) await tx.insert(testQuestions).values(questionIds.map((questionId, position) => ({ testId: row!.id, questionId, position })));
    return row!;
  });
}

export async function updateTest(db: Db, id: number, values: Partial<NewTest>, questionIds: number[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(tests).set(values).where(and(eq(tests.id, id), isNull(tests.deletedOn))).returning();
    if (!row) return undefined;
    await tx.delete(testQuestions).where(eq(testQuestions.testId, id));
    if (questionIds.length) await tx.insert(testQuestions).values(questionIds.map((questionId, position) => ({ testId: id, questionId, position })));
    return row;
  });
}

export async function softDeleteTest(db: Db, id: number, now: Date) {
  const rows = await db.update(tests).set({ deletedOn: now }).where(and(eq(tests.id, id), isNull(tests.deletedOn)))
    .returning({ id: tests.id, title: tests.title, status: tests.status, inSeries: tests.inSeries });
  return rows[0];
}

/** Master ids used by the tests listed in the Test Series (published, in the series, not removed). */
export async function seriesMasterIds(db: Db) {
  return db
    .selectDistinct({ levelId: tests.levelId, categoryId: tests.categoryId, subcategoryId: tests.subcategoryId })
    .from(tests)
    .where(and(isNull(tests.deletedOn), eq(tests.status, 'published'), eq(tests.inSeries, true)));
}

/** Live tests (of a status, when given), the most recently changed first; at most `limit`. */
export function recentTests(db: Db, f: { status?: 'draft' | 'published'; limit: number }) {
  return db
    .select({
      ID: tests.id,
      Title: tests.title,
      Status: sql<'draft' | 'published'>`${tests.status}`,
      InSeries: tests.inSeries,
      UpdatedOn: isoTime(tests.updatedOn),
    })
    .from(tests)
    .where(and(isNull(tests.deletedOn), f.status ? eq(tests.status, f.status) : undefined))
    .orderBy(desc(tests.updatedOn), desc(tests.id))
    .limit(f.limit);
}

/** How many live tests have a status. */
export async function countTests(db: Db, status: 'draft' | 'published') {
  const [row] = await db.select({ n: count() }).from(tests).where(and(isNull(tests.deletedOn), eq(tests.status, status)));
  return row?.n ?? 0;
}

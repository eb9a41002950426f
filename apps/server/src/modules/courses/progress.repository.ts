import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedPerDb } from '../../platform/db/prepared.ts';
import { lessonAttempts, lessonProgress } from './progress.tables.ts';
import { submissions } from './submissions.tables.ts';

export type LessonProgressRecord = typeof lessonProgress.$inferSelect;

// The lesson player reads these on every call: prepared once per database handle.
const progressOfCourseQuery = preparedPerDb((db) =>
  db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, sql.placeholder('userId')), eq(lessonProgress.courseId, sql.placeholder('courseId'))))
    .prepare('progress_of_course'),
);

export function progressOfCourse(db: Db, userId: number, courseId: number) {
  return progressOfCourseQuery(db).execute({ userId, courseId });
}

export async function progressOfLesson(db: Db, userId: number, lessonId: number) {
  const [row] = await db.select().from(lessonProgress).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  return row;
}

/** The row of a learner and lesson, created empty when missing, locked for update. */
export async function lockProgress(tx: Db, userId: number, courseId: number, lessonId: number) {
  await tx.insert(lessonProgress).values({ userId, courseId, lessonId }).onConflictDoNothing();
  const [row] = await tx.select().from(lessonProgress).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId))).for('update');
  return row!;
}

export async function updateProgress(tx: Db, userId: number, lessonId: number, values: Partial<typeof lessonProgress.$inferInsert>) {
  await tx.update(lessonProgress).set(values).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
}

const latestSubmissionsQuery = preparedPerDb((db) =>
  db
    .selectDistinctOn([submissions.lessonId], { lessonId: submissions.lessonId, status: submissions.status, attemptNo: submissions.attemptNo })
    .from(submissions)
    .where(and(eq(submissions.userId, sql.placeholder('userId')), eq(submissions.courseId, sql.placeholder('courseId'))))
    .orderBy(submissions.lessonId, sql`${submissions.attemptNo} desc`)
    .prepare('latest_submissions'),
);

/** The latest submission per lesson of a learner in a course: one query. */
export function latestSubmissions(db: Db, userId: number, courseId: number) {
  return latestSubmissionsQuery(db).execute({ userId, courseId });
}

export async function recordLessonAttempt(db: Db, values: typeof lessonAttempts.$inferInsert) {
  await db.insert(lessonAttempts).values(values).onConflictDoNothing();
}

export async function findLessonAttempt(db: Db, attemptId: number) {
  const [row] = await db.select().from(lessonAttempts).where(eq(lessonAttempts.attemptId, attemptId));
  return row;
}

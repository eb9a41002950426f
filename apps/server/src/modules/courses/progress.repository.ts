import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedPerDb } from '../../platform/db/prepared.ts';
import { lessonAttempts, lessonProgress } from './progress.tables.ts';
import { admissionCourseColumns } from './admissions.repository.ts';
import { admissions } from './admissions.tables.ts';
import { certificates } from './certificates.tables.ts';
import { courses } from './courses.tables.ts';

/** A learner's progress on one lesson, as the course walk needs it. */
export type LessonProgressJson = {
  lessonId: number;
  watchedSeconds: number;
  materialDone: boolean;
  testStatus: 'none' | 'started' | 'passed' | 'failed';
  testAttemptsUsed: number;
  testAttemptsAllowed: number | null;
};
/** The latest submission of a learner on one lesson. */
export type LatestSubmissionJson = { lessonId: number; status: string; attemptNo: number };

/*
 * The lesson player reads a learner's standing in a course on every call, so it is one prepared statement: the
 * admission with its course (title, slug, image, content version) and certificate, the learner's lesson progress
 * rows and their latest submission per lesson as JSON arrays. Table names are written out in the subqueries:
 * drizzle renders a column inside sql`` without its table, which would bind to the subquery's own table.
 */
const learnerCourseQuery = preparedPerDb((db) =>
  db
    .select({
      ...admissionCourseColumns,
      lessonProgress: sql<LessonProgressJson[]>`(
        select coalesce(json_agg(json_build_object(
          'lessonId', p.lesson_id, 'watchedSeconds', p.watched_seconds, 'materialDone', p.material_done,
          'testStatus', p.test_status, 'testAttemptsUsed', p.test_attempts_used, 'testAttemptsAllowed', p.test_attempts_allowed)), '[]'::json)
        from lesson_progress p where p.user_id = "admissions"."user_id" and p.course_id = "admissions"."course_id")`,
      latestSubmissions: sql<LatestSubmissionJson[]>`(
        select coalesce(json_agg(json_build_object('lessonId', s.lesson_id, 'status', s.status, 'attemptNo', s.attempt_no)), '[]'::json)
        from (select distinct on (lesson_id) lesson_id, status, attempt_no from submissions
              where user_id = "admissions"."user_id" and course_id = "admissions"."course_id"
              order by lesson_id, attempt_no desc) s)`,
    })
    .from(admissions)
    .innerJoin(courses, and(eq(courses.id, admissions.courseId), sql`${courses.deletedOn} is null`))
    .leftJoin(certificates, and(eq(certificates.userId, admissions.userId), eq(certificates.courseId, admissions.courseId)))
    .where(and(eq(admissions.userId, sql.placeholder('userId')), eq(admissions.courseId, sql.placeholder('courseId'))))
    .prepare('learner_course'),
);

/** A learner's admission to a live course with their progress and latest submissions; undefined when not admitted. */
export async function learnerCourse(db: Db, userId: number, courseId: number) {
  const [row] = await learnerCourseQuery(db).execute({ userId, courseId });
  return row;
}
export type LearnerCourseRow = NonNullable<Awaited<ReturnType<typeof learnerCourse>>>;

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

export async function recordLessonAttempt(db: Db, values: typeof lessonAttempts.$inferInsert) {
  await db.insert(lessonAttempts).values(values).onConflictDoNothing();
}

export async function findLessonAttempt(db: Db, attemptId: number) {
  const [row] = await db.select().from(lessonAttempts).where(eq(lessonAttempts.attemptId, attemptId));
  return row;
}

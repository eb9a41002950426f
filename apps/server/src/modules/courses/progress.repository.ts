import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRaw, type RawStatement } from '../../platform/db/prepared.ts';
import { lessonAttempts, lessonProgress } from './progress.tables.ts';

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
 * The lesson player reads a learner's standing in a course on every call, so it is one hand-written prepared
 * statement (drizzle's execution and row mapping cost more than the statement itself): the admission with its
 * course (title, slug, image, content version) and certificate, the learner's lesson progress rows and their
 * latest submission per lesson as JSON arrays.
 */
const learnerCourseStatement: RawStatement = {
  name: 'learner_course',
  text: `select a.id as "admissionId", a.status, a.progress, a.next_url as "nextUrl", a.user_name as "userName",
      a.created_on as "createdOn", c.id as "courseId", c.title, c.slug, c.image_url as "imageUrl",
      c.content_version as "contentVersion", cert.public_id as "certificateId",
      (select coalesce(json_agg(json_build_object(
         'lessonId', p.lesson_id, 'watchedSeconds', p.watched_seconds, 'materialDone', p.material_done,
         'testStatus', p.test_status, 'testAttemptsUsed', p.test_attempts_used, 'testAttemptsAllowed', p.test_attempts_allowed)), '[]'::json)
       from lesson_progress p where p.user_id = a.user_id and p.course_id = a.course_id) as "lessonProgress",
      (select coalesce(json_agg(json_build_object('lessonId', s.lesson_id, 'status', s.status, 'attemptNo', s.attempt_no)), '[]'::json)
       from (select distinct on (lesson_id) lesson_id, status, attempt_no from submissions
             where user_id = a.user_id and course_id = a.course_id
             order by lesson_id, attempt_no desc) s) as "latestSubmissions"
    from admissions a
    join courses c on c.id = a.course_id and c.deleted_on is null
    left join certificates cert on cert.user_id = a.user_id and cert.course_id = a.course_id
    where a.user_id = $1 and a.course_id = $2`,
};

type LearnerCourseRowOf = {
  admissionId: number;
  status: string;
  progress: number;
  nextUrl: string | null;
  userName: string;
  createdOn: Date;
  courseId: number;
  title: string;
  slug: string;
  imageUrl: string | null;
  contentVersion: number;
  certificateId: string | null;
  lessonProgress: LessonProgressJson[];
  latestSubmissions: LatestSubmissionJson[];
};

/** A learner's admission to a live course with their progress and latest submissions; undefined when not admitted. */
export async function learnerCourse(db: Db, userId: number, courseId: number): Promise<LearnerCourseRowOf | undefined> {
  const [row] = await queryRaw<LearnerCourseRowOf>(db, learnerCourseStatement, [userId, courseId]);
  return row;
}
export type LearnerCourseRow = NonNullable<Awaited<ReturnType<typeof learnerCourse>>>;

/**
 * The state an admission starts with, in SQL over expressions of the learner's and the course's ids, as the course walk
 * (`computeCourseState` with no progress, then `statusOf`) computes it for a learner with nothing done: 'incomplete',
 * 0%, and as next step the first item (material, then test, then assignment, as `lessonsWithItems` and `toShape` give
 * them) of the first lesson by position that has one; none for a course without items. It holds only while the learner
 * has no progress row and no submission in the course (`started` false): someone admitted again after a refund, say,
 * needs the walk itself (progress.service `sync`). payments/webhooks.test.ts checks it against the walk.
 */
export function freshStateSql(userId: SQL, courseId: SQL) {
  return {
    started: sql`(exists (select 1 from lesson_progress fp where fp.user_id = ${userId} and fp.course_id = ${courseId})
      or exists (select 1 from submissions fs where fs.course_id = ${courseId} and fs.user_id = ${userId}))`,
    status: sql`'incomplete'::text`,
    progress: sql`0::int`,
    nextUrl: sql`(select fl.id || '-' || case when fm.id is not null then 'material' when fl.test_id is not null then 'test' else 'assignment' end
      from lessons fl left join materials fm on fm.id = fl.material_id left join assignments fa on fa.id = fl.assignment_id
      where fl.course_id = ${courseId} and (fm.id is not null or fl.test_id is not null or fa.id is not null)
      order by fl.position, fl.id limit 1)`,
  };
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

export async function recordLessonAttempt(db: Db, values: typeof lessonAttempts.$inferInsert) {
  await db.insert(lessonAttempts).values(values).onConflictDoNothing();
}

export async function findLessonAttempt(db: Db, attemptId: number) {
  const [row] = await db.select().from(lessonAttempts).where(eq(lessonAttempts.attemptId, attemptId));
  return row;
}

import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { CheckingRow } from '@app/contracts/courses';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { assignments } from './assignments.tables.ts';
import { courseMentors, courses } from './courses.tables.ts';
import { submissionFiles, submissions } from './submissions.tables.ts';

export type SubmissionRecord = typeof submissions.$inferSelect;
export type SubmissionFileRecord = typeof submissionFiles.$inferSelect;

/**
 * Stores an uploaded file as pending for the learner's next submission, in one transaction serialised per learner
 * (an advisory lock, so two uploads at the same moment cannot both pass): refuses it when the learner's files
 * would exceed `quotaBytes`, and keeps at most `maxPending` pending files per lesson by dropping the oldest
 * (files of an earlier, abandoned form). Answers the row and the keys of the dropped files, or 'quota'.
 */
export async function insertPendingFile(db: Db, values: typeof submissionFiles.$inferInsert, limits: { maxPending: number; quotaBytes: number }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7301, ${values.userId})`);
    const [{ used } = { used: 0 }] = await tx
      .select({ used: sql<number>`coalesce(sum(${submissionFiles.fileSize}), 0)`.mapWith(Number) })
      .from(submissionFiles)
      .where(eq(submissionFiles.userId, values.userId));
    if (used + values.fileSize > limits.quotaBytes) return { quota: true as const, used };
    const pending = await tx
      .select({ id: submissionFiles.id, fileKey: submissionFiles.fileKey })
      .from(submissionFiles)
      .where(and(eq(submissionFiles.userId, values.userId), eq(submissionFiles.lessonId, values.lessonId), isNull(submissionFiles.submissionId)))
      .orderBy(desc(submissionFiles.id));
    const dropped = pending.slice(Math.max(0, limits.maxPending - 1));
    // Still pending at the delete: a submit running at the same moment may have claimed one (it is kept then).
    const gone = dropped.length
      ? await tx
          .delete(submissionFiles)
          .where(and(inArray(submissionFiles.id, dropped.map((d) => d.id)), isNull(submissionFiles.submissionId)))
          .returning({ fileKey: submissionFiles.fileKey })
      : [];
    const [row] = await tx.insert(submissionFiles).values(values).returning();
    return { row: row!, droppedKeys: gone.map((d) => d.fileKey) };
  });
}

/** Removes one of the learner's own pending (not yet submitted) files; its storage key, or undefined. */
export async function deletePendingFile(db: Db, userId: number, lessonId: number, fileId: number) {
  const [row] = await db
    .delete(submissionFiles)
    .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.userId, userId), eq(submissionFiles.lessonId, lessonId), isNull(submissionFiles.submissionId)))
    .returning({ fileKey: submissionFiles.fileKey });
  return row?.fileKey;
}

/**
 * Deletes up to `limit` rows of files uploaded before `before` and never submitted, oldest first, and answers
 * their storage keys: the rows go first, so a file a learner submits at this moment is never left without its bytes.
 */
export async function deleteStalePendingFiles(db: Db, before: Date, limit: number) {
  const stale = db
    .select({ id: submissionFiles.id })
    .from(submissionFiles)
    .where(and(isNull(submissionFiles.submissionId), sql`${submissionFiles.createdOn} < ${before}`))
    .orderBy(submissionFiles.id)
    .limit(limit);
  return db
    .delete(submissionFiles)
    .where(and(inArray(submissionFiles.id, stale), isNull(submissionFiles.submissionId)))
    .returning({ fileKey: submissionFiles.fileKey });
}

export function submissionsOf(db: Db, userId: number, lessonId: number) {
  return db.select().from(submissions).where(and(eq(submissions.userId, userId), eq(submissions.lessonId, lessonId))).orderBy(desc(submissions.attemptNo));
}

export function filesOf(db: Db, submissionIds: number[]) {
  if (!submissionIds.length) return Promise.resolve([] as SubmissionFileRecord[]);
  return db.select().from(submissionFiles).where(inArray(submissionFiles.submissionId, submissionIds)).orderBy(submissionFiles.id);
}

export async function findByRequest(db: Db, userId: number, requestId: string) {
  const [row] = await db.select().from(submissions).where(and(eq(submissions.userId, userId), eq(submissions.requestId, requestId)));
  return row;
}

export async function findSubmission(db: Db, id: number) {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

/** Latest submission of a learner and lesson, locked. */
export async function lockLatest(tx: Db, userId: number, lessonId: number) {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.lessonId, lessonId)))
    .orderBy(desc(submissions.attemptNo))
    .limit(1)
    .for('update');
  return row;
}

export async function insertSubmission(tx: Db, values: typeof submissions.$inferInsert) {
  const [row] = await tx.insert(submissions).values(values).onConflictDoNothing().returning();
  return row;
}

/** Attaches the learner's own pending uploads for this lesson; the count attached. */
export async function attachFiles(tx: Db, submissionId: number, userId: number, lessonId: number, fileIds: number[]) {
  if (!fileIds.length) return 0;
  const rows = await tx
    .update(submissionFiles)
    .set({ submissionId })
    .where(and(inArray(submissionFiles.id, fileIds), eq(submissionFiles.userId, userId), eq(submissionFiles.lessonId, lessonId), isNull(submissionFiles.submissionId)))
    .returning({ id: submissionFiles.id });
  return rows.length;
}

/** Decides a submission still awaiting a decision; undefined when another decision came first. */
export async function decide(db: Db, id: number, values: Partial<typeof submissions.$inferInsert>) {
  const [row] = await db.update(submissions).set(values).where(and(eq(submissions.id, id), eq(submissions.status, 'submitted'))).returning();
  return row;
}

export async function findFile(db: Db, submissionId: number, fileId: number) {
  const [row] = await db.select().from(submissionFiles).where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, submissionId)));
  return row;
}

const checkingSpec: ListSpec = {
  searchable: [submissions.userName, courses.title, assignments.title],
  sortable: { UserName: submissions.userName, CourseName: courses.title, AssignmentName: assignments.title, CreatedOn: submissions.createdOn, AttemptNo: submissions.attemptNo },
  defaultOrder: [sql`${submissions.createdOn} asc`],
  tieBreaker: submissions.id,
};

/**
 * Submissions awaiting a decision: first submissions (pending) or resubmissions after a return (reattempted).
 * `courseIds`/`userIds` undefined: no filter; `mentorOf`: only these courses (a mentor's).
 */
export function listChecking(db: Db, query: ListQuery, f: { kind: 'pending' | 'reattempted'; courseIds?: number[]; userIds?: number[]; mentorOf?: number[] }) {
  return paginate<CheckingRow>(
    db,
    checkingSpec,
    query,
    (where) =>
      db
        .select({
          SubmissionID: submissions.id, User_ID: submissions.userId, UserName: submissions.userName, CourseID: submissions.courseId, CourseName: courses.title,
          LessonID: submissions.lessonId, AssignmentID: submissions.assignmentId, AssignmentName: assignments.title, AttemptNo: submissions.attemptNo,
          CreatedOn: isoTime(submissions.createdOn),
        })
        .from(submissions)
        .innerJoin(courses, eq(courses.id, submissions.courseId))
        .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
        .where(where)
        .$dynamic(),
    [
      eq(submissions.status, 'submitted'),
      f.kind === 'pending' ? eq(submissions.attemptNo, 1) : sql`${submissions.attemptNo} > 1`,
      f.courseIds ? inArray(submissions.courseId, f.courseIds) : undefined,
      f.userIds ? inArray(submissions.userId, f.userIds) : undefined,
      f.mentorOf ? inArray(submissions.courseId, f.mentorOf.length ? f.mentorOf : [0]) : undefined,
    ],
  );
}

/**
 * The newest submission of a learner for an assignment of a course, both found by name (case-insensitive, as
 * the spec's assignment view addresses them); `mentorOf`: only these courses. Undefined when none.
 */
export async function latestByNames(db: Db, f: { userId: number; courseName: string; assignmentName: string; mentorOf?: number[] }) {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(courses, eq(courses.id, submissions.courseId))
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(and(
      eq(submissions.userId, f.userId),
      sql`lower(${courses.title}) = lower(${f.courseName})`,
      sql`lower(${assignments.title}) = lower(${f.assignmentName})`,
      f.mentorOf ? inArray(submissions.courseId, f.mentorOf.length ? f.mentorOf : [0]) : undefined,
    ))
    .orderBy(desc(submissions.createdOn), desc(submissions.id))
    .limit(1);
  return row?.id;
}

/** Most learners offered as a filter choice. */
export const FILTER_LEARNERS_MAX = 1000;

/**
 * Filter choices of the checking screen: the courses (`mentorOf`, or every course when undefined) and the
 * learners who submitted in them, by name.
 */
export async function checkingFilterChoices(db: Db, mentorOf?: number[]) {
  const inCourses = mentorOf ? (mentorOf.length ? mentorOf : [0]) : undefined;
  const [courseRows, learnerRows] = await Promise.all([
    db.select({ ID: courses.id, Name: courses.title }).from(courses).where(and(isNull(courses.deletedOn), inCourses ? inArray(courses.id, inCourses) : undefined)).orderBy(courses.title, courses.id),
    db
      .selectDistinctOn([submissions.userId], { ID: submissions.userId, Name: submissions.userName })
      .from(submissions)
      .where(inCourses ? inArray(submissions.courseId, inCourses) : undefined)
      .orderBy(submissions.userId, desc(submissions.id))
      .limit(FILTER_LEARNERS_MAX),
  ]);
  return { Courses: courseRows, Learners: learnerRows.sort((a, b) => a.Name.localeCompare(b.Name) || a.ID - b.ID) };
}

/** Submissions awaiting a decision, `mentorOf`: only in these courses (undefined: every course). */
const awaiting = (mentorOf?: number[]) =>
  and(eq(submissions.status, 'submitted'), mentorOf ? inArray(submissions.courseId, mentorOf.length ? mentorOf : [0]) : undefined);

/**
 * The checking queue at a glance (`mentorOf`: only these courses): first submissions and resubmissions awaiting a
 * decision, counted as the two tabs of the checking screen count them, and the one waiting longest.
 */
export async function checkingQueue(db: Db, mentorOf?: number[]) {
  const [[counts], [oldest]] = await Promise.all([
    db
      .select({
        pending: sql<number>`(count(*) filter (where ${submissions.attemptNo} = 1))::int`,
        reattempted: sql<number>`(count(*) filter (where ${submissions.attemptNo} > 1))::int`,
      })
      .from(submissions)
      .where(awaiting(mentorOf)),
    db
      .select({
        SubmissionID: submissions.id, User_ID: submissions.userId, UserName: submissions.userName, CourseID: submissions.courseId, CourseName: courses.title,
        LessonID: submissions.lessonId, AssignmentID: submissions.assignmentId, AssignmentName: assignments.title, AttemptNo: submissions.attemptNo,
        CreatedOn: isoTime(submissions.createdOn),
      })
      .from(submissions)
      .innerJoin(courses, eq(courses.id, submissions.courseId))
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .where(awaiting(mentorOf))
      .orderBy(asc(submissions.createdOn), asc(submissions.id))
      .limit(1),
  ]);
  return { pending: counts?.pending ?? 0, reattempted: counts?.reattempted ?? 0, oldest: (oldest as CheckingRow | undefined) ?? null };
}

/**
 * Live courses with submissions awaiting a decision and no mentor assigned (nobody sees them in a checking list
 * but the admin kind), the most waiting first; at most `limit`.
 */
export function unmentoredWaiting(db: Db, limit: number) {
  const waiting = sql<number>`count(*)::int`;
  return db
    .select({ ID: courses.id, Title: courses.title, Waiting: waiting })
    .from(submissions)
    .innerJoin(courses, eq(courses.id, submissions.courseId))
    .where(and(
      eq(submissions.status, 'submitted'),
      isNull(courses.deletedOn),
      notExists(db.select({ one: sql`1` }).from(courseMentors).where(eq(courseMentors.courseId, submissions.courseId))),
    ))
    .groupBy(courses.id, courses.title)
    .orderBy(desc(waiting), asc(courses.title), asc(courses.id))
    .limit(limit);
}

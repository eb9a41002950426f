import { and, asc, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CourseSummary, StudentRow } from '@app/contracts/admissions';
import type { AdmissionRow } from '@app/contracts/courses';
import type { Db } from '../../platform/db/client.ts';
import { preparedPerDb } from '../../platform/db/prepared.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { chosenSortKey, likePattern, paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { effectiveTerm, type ListQuery, type Page } from '@app/contracts/list';
import { admissionLearners, admissions } from './admissions.tables.ts';
import { assignments } from './assignments.tables.ts';
import { certificates } from './certificates.tables.ts';
import { courses } from './courses.tables.ts';
import { lessons } from './lessons.tables.ts';
import { freshStateSql } from './progress.repository.ts';
import { lessonProgress } from './progress.tables.ts';
import { submissions } from './submissions.tables.ts';

export type AdmissionRecord = typeof admissions.$inferSelect;


const spec: ListSpec = {
  // The learner's name and email, lower-cased (stored, trigram- and bigram-indexed; migration 0049).
  searchable: [admissions.searchText],
  lowerCased: true,
  bigramIndex: 'admissions_search_bigrams',
  deepPagesByKey: true,
  seek: { column: admissions.createdOn, desc: true, field: 'ID' },
  defaultOrderIndexed: true,
  sortable: { UserName: admissions.userName, CourseName: courses.title, ProgressStatus: admissions.status, Progress: admissions.progress, CreatedOn: admissions.createdOn, Email: admissions.userEmail },
  defaultOrder: [sql`${admissions.createdOn} desc`],
  // The same order, which no index gives: a rare term's matches are read and sorted (list-query.ts, rareTerm).
  unindexedOrder: [sql`(${admissions.createdOn} + interval '0 s') desc`],
  tieBreaker: admissions.id,
};

const rowColumns = {
  ID: admissions.id,
  CourseID: admissions.courseId,
  CourseName: courses.title,
  UserID: admissions.userId,
  UserName: admissions.userName,
  Email: admissions.userEmail,
  ProgressStatus: admissions.status,
  Progress: admissions.progress,
  CreatedOn: isoTime(admissions.createdOn),
};

export async function listAdmissions(db: Db, query: ListQuery, filter: { courseId?: number }) {
  // The term also matches course titles: the (few) matching courses are looked up first and added by id, so the
  // learner part keeps its indexes and estimates (an OR over the joined title, or over a subquery, made the
  // planner walk a million admissions).
  const term = effectiveTerm(query.term);
  const titled = term
    ? (await db.select({ id: courses.id }).from(courses).where(sql`${courses.title} ILIKE ${likePattern(term)}`).limit(200)).map((c) => c.id)
    : [];
  return paginate<AdmissionRow>(
    db,
    titled.length ? { ...spec, searchAlso: () => inArray(admissions.courseId, titled) } : spec,
    query,
    (where) => db.select(rowColumns).from(admissions).innerJoin(courses, eq(courses.id, admissions.courseId)).where(where).$dynamic(),
    [sql`${courses.deletedOn} is null`, filter.courseId ? eq(admissions.courseId, filter.courseId) : undefined],
  );
}

export async function admissionRow(db: Db, id: number): Promise<AdmissionRow | undefined> {
  const [row] = await db.select(rowColumns).from(admissions).innerJoin(courses, eq(courses.id, admissions.courseId)).where(eq(admissions.id, id));
  return row as AdmissionRow | undefined;
}

export async function insertAdmissions(db: Db, rows: (typeof admissions.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(admissions).values(rows).onConflictDoNothing().returning({ id: admissions.id, userId: admissions.userId });
}

/** The condition that a course can be granted (live: not deleted), on an expression of its id. */
export const liveCourseSql = (courseId: SQL) => sql`exists (select 1 from courses lc where lc.id = ${courseId} and lc.deleted_on is null)`;

/** The columns a paid admission's audit entry reads, over `from` (`paidAdmissionCtes`). */
export type PaidAdmissionColumns = { from: SQL; id: SQL; courseId: SQL; courseTitle: SQL; userId: SQL; userName: SQL; userEmail: SQL; orderId: SQL };

/**
 * The admissions of the orders in `paid` (a relation with the order's columns) as data-modifying CTEs of the paying
 * statement: `admission_new` inserts them (no ON CONFLICT: one held already fails the statement on
 * `admissions_course_user_uq`) with the state a learner with nothing done starts with (`freshStateSql`, computed in
 * `admission_start`), `admission_audit` writes each one's audit entry (`audit`, over the columns given). See `paidAdmissionSettled`.
 */
export function paidAdmissionCtes(paid: SQL, row: { admittedBy: number | null; createdOn: Date }, audit: (a: PaidAdmissionColumns) => SQL): SQL {
  const fresh = freshStateSql(sql`p.user_id`, sql`p.item_id`);
  return sql`admission_start as (
    select p.id as order_id, ${fresh.started} as started, ${fresh.nextUrl} as next_url from ${paid} p
  ), admission_new as (
    insert into admissions (course_id, user_id, user_name, user_email, user_contact, admitted_by, created_on, status, progress, next_url)
    select p.item_id, p.user_id, p.buyer_name, p.buyer_email, '', ${row.admittedBy}::int, ${row.createdOn.toISOString()}::timestamptz,
      ${fresh.status}, ${fresh.progress}, case when s.started then null else s.next_url end
    from ${paid} p join admission_start s on s.order_id = p.id
    returning id, course_id, user_id, user_name, user_email
  ), admission_audit as (${audit({
    from: sql`admission_new an join ${paid} ap on ap.user_id = an.user_id and ap.item_id = an.course_id join courses ac on ac.id = an.course_id`,
    id: sql`an.id`, courseId: sql`an.course_id`, courseTitle: sql`ac.title`, userId: sql`an.user_id`, userName: sql`an.user_name`, userEmail: sql`an.user_email`, orderId: sql`ap.id`,
  })})`;
}

/**
 * For the last select of a statement with `paidAdmissionCtes`: true when every admission it wrote has its walk's
 * state stored already, so nothing is left to do once committed; false when a learner had progress in the course
 * already (the caller then runs `afterGrant`, which walks the course).
 */
export const paidAdmissionSettled = sql`coalesce((select not bool_or(started) from admission_start), false)`;

export async function deleteAdmission(db: Db, id: number) {
  const rows = await db.delete(admissions).where(eq(admissions.id, id)).returning({ id: admissions.id });
  return rows.length > 0;
}

/** Which of these users are admitted to the course. */
export async function admittedAmong(db: Db, courseId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: admissions.userId })
    .from(admissions)
    .where(and(eq(admissions.courseId, courseId), inArray(admissions.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

export async function admittedUsers(db: Db, courseId: number) {
  return db
    .select({ ID: admissions.userId, value: admissions.userName, email: admissions.userEmail, contact: admissions.userContact })
    .from(admissions)
    .where(eq(admissions.courseId, courseId))
    .orderBy(asc(admissions.userName));
}

/** The admission of a learner to a live course, with the course and the certificate's public id: one query. */
// The lesson player reads these on every call: prepared once per database handle.
/** The columns of an admission joined with its course and certificate (the lesson player and landing read them). */
export const admissionCourseColumns = {
  admissionId: admissions.id,
  status: admissions.status,
  progress: admissions.progress,
  nextUrl: admissions.nextUrl,
  userName: admissions.userName,
  createdOn: admissions.createdOn,
  courseId: courses.id,
  title: courses.title,
  slug: courses.slug,
  imageUrl: courses.imageUrl,
  contentVersion: courses.contentVersion,
  certificateId: certificates.publicId,
};

const admissionWithCourseQuery = preparedPerDb((db) =>
  db
    .select(admissionCourseColumns)
    .from(admissions)
    .innerJoin(courses, and(eq(courses.id, admissions.courseId), sql`${courses.deletedOn} is null`))
    .leftJoin(certificates, and(eq(certificates.userId, admissions.userId), eq(certificates.courseId, admissions.courseId)))
    .where(and(eq(admissions.userId, sql.placeholder('userId')), eq(admissions.courseId, sql.placeholder('courseId'))))
    .prepare('admission_with_course'),
);

export async function admissionWithCourse(db: Db, userId: number, courseId: number) {
  const [row] = await admissionWithCourseQuery(db).execute({ userId, courseId });
  return row;
}
export type AdmissionWithCourse = NonNullable<Awaited<ReturnType<typeof admissionWithCourse>>>;

/** A learner's admissions with course and certificate, newest first. */
export async function admissionsOfUser(db: Db, userId: number) {
  return db
    .select({
      CourseID: courses.id,
      Title: courses.title,
      courseURL: courses.slug,
      Image: courses.imageUrl,
      status: admissions.status,
      Progress: admissions.progress,
      NextUrl: admissions.nextUrl,
      CertificateID: certificates.publicId,
      AdmittedOn: isoTime(admissions.createdOn),
    })
    .from(admissions)
    .innerJoin(courses, and(eq(courses.id, admissions.courseId), sql`${courses.deletedOn} is null`))
    .leftJoin(certificates, and(eq(certificates.userId, admissions.userId), eq(certificates.courseId, admissions.courseId)))
    .where(eq(admissions.userId, userId))
    .orderBy(sql`${admissions.createdOn} desc`, asc(admissions.id));
}

/** Writes the computed status and progress; completedOn set once. Returns true when this call made it completed. */
export async function updateAdmissionState(db: Db, id: number, s: { status: string; progress: number; nextUrl: string | null }, now: Date) {
  const [row] = await db
    .update(admissions)
    .set({ ...s, completedOn: s.status === 'completed' ? sql`coalesce(${admissions.completedOn}, ${now})` : null })
    .where(and(eq(admissions.id, id), sql`(${admissions.status}, ${admissions.progress}, coalesce(${admissions.nextUrl}, '')) is distinct from (${s.status}, ${s.progress}::int, ${s.nextUrl ?? ''})`))
    .returning({ id: admissions.id });
  return !!row;
}

// ---------------------------------------------------------------- learners with their courses (Manage Student)

const liveCourse = and(eq(courses.id, admissions.courseId), isNull(courses.deletedOn));

/** Latest of the admission itself, the learner's lesson progress and submissions in that course (indexed lookups). */
const admissionActivity = sql`greatest(
  ${admissions.createdOn},
  (select max(lp.updated_on) from ${lessonProgress} lp where lp.user_id = ${admissions.userId} and lp.course_id = ${admissions.courseId}),
  (select max(s.created_on) from ${submissions} s where s.course_id = ${admissions.courseId} and s.user_id = ${admissions.userId})
)`;
const admissionHasCertificate = sql<boolean>`exists (select 1 from ${certificates} c where c.user_id = ${admissions.userId} and c.course_id = ${admissions.courseId})`;
/** A learner's name, email and phone as given at their newest admission. */
const newest = (col: AnyColumn) => sql<string>`(array_agg(${col} order by ${admissions.createdOn} desc, ${admissions.id} desc))[1]`;
const countWhere = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;

/**
 * Manage Student in its default order (newest admission first, then the learner) and its search: found, counted and
 * paged in admission_learners (a row a learner, kept by triggers, migration 0056) as the users list is in users. A
 * term matches a learner when one of their admissions' names and emails holds it; the row then shows all their courses.
 */
const learnerSpec: ListSpec = {
  searchable: [admissionLearners.searchText],
  lowerCased: true,
  bigramIndex: 'admission_learners_search_bigrams',
  deepPagesByKey: true,
  seek: { column: admissionLearners.newestOn, desc: true, field: 'UserID' },
  defaultOrderIndexed: true,
  sortable: {},
  defaultOrder: [sql`${admissionLearners.newestOn} desc`],
  // The same order, which no index gives: a rare term's matches are read and sorted (list-query.ts, rareTerm).
  unindexedOrder: [sql`(${admissionLearners.newestOn} + interval '0 s') desc`],
  tieBreaker: admissionLearners.userId,
};

/** Sorted by a column of the learners' figures: every matching learner's admissions grouped (not bounded by an index). */
const studentSpec: ListSpec = {
  searchable: [],
  // The learners the term matches (learnerSpec), with all their admissions.
  searchAlso: (pattern) => sql`${admissions.userId} in (select l.user_id from ${admissionLearners} l where l.search_text like lower(${pattern}))`,
  sortable: {
    UserName: sql`min(lower(${admissions.userName}))`,
    Email: sql`lower(min(${admissions.userEmail}))`,
    CourseCount: sql`count(*)`,
    AverageProgress: sql`avg(${admissions.progress})`,
    CompletedCount: sql`count(*) filter (where ${admissions.status} = 'completed')`,
    LastActivity: sql`max(${admissionActivity})`,
  },
  defaultOrder: [sql`max(${admissions.createdOn}) desc`],
  tieBreaker: admissions.userId,
};

/** The learners' rows: their admissions to live courses grouped, with figures and their courses. */
const studentRows = (db: Db) => (where: SQL | undefined) =>
  db
    .select({
      UserID: admissions.userId,
      UserName: newest(admissions.userName),
      Email: newest(admissions.userEmail),
      Contact: newest(admissions.userContact),
      CourseCount: sql<number>`count(*)::int`,
      AverageProgress: sql<number>`floor(avg(${admissions.progress}))::int`,
      CompletedCount: countWhere(sql`${admissions.status} = 'completed'`),
      InProgressCount: countWhere(sql`${admissions.status} = 'in-progress'`),
      CertificateCount: countWhere(admissionHasCertificate),
      LastActivity: isoTime(sql`max(${admissionActivity})`),
      Courses: sql<StudentRow['Courses']>`json_agg(json_build_object(
        'AdmissionID', ${admissions.id}, 'CourseID', ${courses.id}, 'CourseName', ${courses.title},
        'ProgressStatus', ${admissions.status}, 'Progress', ${admissions.progress}, 'AdmittedOn', ${isoTime(admissions.createdOn)},
        'LastActivity', ${isoTime(admissionActivity)}, 'HasCertificate', ${admissionHasCertificate}
      ) order by ${admissions.createdOn} desc, ${admissions.id} desc)`,
    })
    .from(admissions)
    .innerJoin(courses, liveCourse)
    .where(where)
    .groupBy(admissions.userId)
    .$dynamic();

/** Learners admitted to at least one live course, one row each with figures and their courses. */
export async function listStudents(db: Db, query: ListQuery, filter: { courseId?: number }): Promise<Page<StudentRow>> {
  const of = (learner: AnyColumn) => (filter.courseId ? sql`${learner} in (select a2.user_id from ${admissions} a2 where a2.course_id = ${filter.courseId})` : undefined);
  if (chosenSortKey(studentSpec, query)) return paginate<StudentRow>(db, studentSpec, query, studentRows(db), [of(admissions.userId)]);
  const page = await paginate<{ UserID: number }>(db, learnerSpec, query, (where) => db.select({ UserID: admissionLearners.userId }).from(admissionLearners).where(where).$dynamic(), [of(admissionLearners.userId)]);
  const keys = page.items.map((r) => r.UserID);
  const rows = keys.length ? ((await studentRows(db)(inArray(admissions.userId, keys))) as StudentRow[]) : [];
  const byId = new Map(rows.map((r) => [r.UserID, r]));
  // A learner whose last live admission went between the two reads is left out.
  return { ...page, items: keys.flatMap((k) => byId.get(k) ?? []) };
}

// ---------------------------------------------------------------- courses with their learners' progress

const certificatesOf = (revokedOnly: boolean) =>
  sql<number>`(select count(*)::int from ${certificates} c where c.course_id = ${courses.id}${revokedOnly ? sql` and c.revoked_on is not null` : sql``})`;
const countAdmissions = (status: string) => sql<number>`(count(${admissions.id}) filter (where ${admissions.status} = ${status}))::int`;

const summaryColumns = {
  CourseID: courses.id,
  Title: courses.title,
  Url: courses.slug,
  Status: sql<'draft' | 'published'>`${courses.status}`,
  LessonCount: sql<number>`(select count(*)::int from ${lessons} l where l.course_id = ${courses.id})`,
  Learners: sql<number>`count(${admissions.id})::int`,
  NotStarted: countAdmissions('incomplete'),
  InProgress: countAdmissions('in-progress'),
  Completed: countAdmissions('completed'),
  AverageProgress: sql<number>`coalesce(floor(avg(${admissions.progress})), 0)::int`,
  CertificatesIssued: certificatesOf(false),
  CertificatesRevoked: certificatesOf(true),
  CreatedOn: isoTime(courses.createdOn),
};

const summarySpec: ListSpec = {
  searchable: [courses.title, courses.slug],
  sortable: {
    Title: sql`lower(${courses.title})`,
    Status: courses.status,
    Learners: sql`count(${admissions.id})`,
    InProgress: sql`count(${admissions.id}) filter (where ${admissions.status} = 'in-progress')`,
    Completed: sql`count(${admissions.id}) filter (where ${admissions.status} = 'completed')`,
    AverageProgress: sql`coalesce(avg(${admissions.progress}), 0)`,
    CertificatesIssued: certificatesOf(false),
    CreatedOn: courses.createdOn,
  },
  defaultOrder: [sql`lower(${courses.title})`],
  tieBreaker: courses.id,
};

const summarySelect = (db: Db) =>
  db.select(summaryColumns).from(courses).leftJoin(admissions, eq(admissions.courseId, courses.id));

/** Live courses with learner counts, progress and certificates: one grouped query per page. */
export function listCourseSummaries(db: Db, query: ListQuery, filter: { status?: string }) {
  return paginate<CourseSummary>(
    db,
    summarySpec,
    query,
    (where) => summarySelect(db).where(where).groupBy(courses.id).$dynamic(),
    [isNull(courses.deletedOn), filter.status ? eq(courses.status, filter.status) : undefined],
  );
}

export async function courseSummary(db: Db, courseId: number): Promise<CourseSummary | undefined> {
  const [row] = await summarySelect(db).where(and(isNull(courses.deletedOn), eq(courses.id, courseId))).groupBy(courses.id);
  return row as CourseSummary | undefined;
}

// ---------------------------------------------------------------- one learner's records in a course

/** Every submission of a learner in a course with the assignment's maximum score, newest attempt first. */
export function submissionsOfCourse(db: Db, userId: number, courseId: number) {
  return db
    .select({
      LessonID: submissions.lessonId,
      ID: submissions.id,
      AttemptNo: submissions.attemptNo,
      Status: sql<'submitted' | 'returned' | 'accepted'>`${submissions.status}`,
      Score: submissions.score,
      MaxScore: assignments.maxScore,
      Feedback: submissions.feedback,
      CreatedOn: isoTime(submissions.createdOn),
      DecidedOn: sql<string | null>`${isoTime(submissions.decidedOn)}`,
    })
    .from(submissions)
    .leftJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(and(eq(submissions.userId, userId), eq(submissions.courseId, courseId)))
    .orderBy(asc(submissions.lessonId), desc(submissions.attemptNo));
}

/** The id of a learner's admission to a course, if any. */
export async function admissionIdOf(db: Db, userId: number, courseId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: admissions.id }).from(admissions).where(and(eq(admissions.userId, userId), eq(admissions.courseId, courseId)));
  return row?.id;
}

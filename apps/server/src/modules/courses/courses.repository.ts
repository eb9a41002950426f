import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CourseRow } from '@app/contracts/courses';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { preparedPerDb } from '../../platform/db/prepared.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { admissions } from './admissions.tables.ts';
import { assignments } from './assignments.tables.ts';
import { courseMentors, courses } from './courses.tables.ts';
import { lessons } from './lessons.tables.ts';
import { materials } from './materials.tables.ts';
import { submissions } from './submissions.tables.ts';

export type CourseRecord = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type LessonRecord = typeof lessons.$inferSelect;

const live = isNull(courses.deletedOn);
// Columns written with their table: in a one-table select drizzle renders `${courses.id}` as a bare "id", which
// inside the subquery would mean the lesson's (or admission's) own id.
const lessonCount = sql<number>`(select count(*)::int from ${lessons} where ${lessons}."course_id" = ${courses}."id")`;
const learnerCount = sql<number>`(select count(*)::int from ${admissions} where ${admissions}."course_id" = ${courses}."id")`;

const spec: ListSpec = {
  searchable: [courses.title, courses.slug],
  sortable: { ID: courses.id, Name: courses.title, Title: courses.title, Url: courses.slug, Status: courses.status, CreatedOn: courses.createdOn, Duration: courses.duration },
  defaultOrder: [sql`lower(${courses.title})`],
  tieBreaker: courses.id,
};

const rowColumns = {
  ID: courses.id,
  Name: courses.title,
  Title: courses.title,
  Url: courses.slug,
  ImageUrl: courses.imageUrl,
  Status: courses.status,
  CoursePrice: sql<CourseRow['CoursePrice']>`json_build_object('INR', ${courses.priceInr}, 'USD', ${courses.priceUsd})`,
  Duration: courses.duration,
  LessonCount: lessonCount,
  LearnerCount: learnerCount,
  CreatedOn: isoTime(courses.createdOn),
};

/** Courses, paged; `onlyIds` limits to those (a mentor's courses). */
export function listCourses(db: Db, query: ListQuery, filter: { status?: string; onlyIds?: number[] }) {
  if (!filter.onlyIds) {
    // The catalogue and the course builders' list: prepared, the status a parameter.
    return paginate<CourseRow>(
      db,
      spec,
      query,
      (where) => db.select(rowColumns).from(courses).where(where).$dynamic(),
      [live, filter.status ? eq(courses.status, sql.placeholder('status')) : undefined],
      { name: filter.status ? 'courses_by_status' : 'courses', params: filter.status ? { status: filter.status } : {} },
    );
  }
  return paginate<CourseRow>(
    db,
    spec,
    query,
    (where) => db.select(rowColumns).from(courses).where(where).$dynamic(),
    [live, filter.status ? eq(courses.status, filter.status) : undefined, filter.onlyIds ? inArray(courses.id, filter.onlyIds.length ? filter.onlyIds : [0]) : undefined],
  );
}

export async function courseRow(db: Db, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select(rowColumns).from(courses).where(and(live, eq(courses.id, id)));
  return row as CourseRow | undefined;
}

export async function findCourse(db: Db, id: number) {
  const [row] = await db.select().from(courses).where(and(live, eq(courses.id, id)));
  return row;
}

export async function findCourseBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(courses).where(and(live, sql`lower(${courses.slug}) = ${slug.toLowerCase()}`));
  return row;
}

export async function insertCourse(db: Db, values: NewCourse) {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(db: Db, id: number, values: Partial<NewCourse>) {
  const [row] = await db.update(courses).set(values).where(and(live, eq(courses.id, id))).returning();
  return row;
}

export async function softDeleteCourses(db: Db, ids: number[], now: Date) {
  return db.update(courses).set({ deletedOn: now }).where(and(live, inArray(courses.id, ids)))
    .returning({ id: courses.id, title: courses.title, slug: courses.slug, status: courses.status });
}

export async function mentorsOf(db: Db, courseId: number) {
  return db.select({ ID: courseMentors.userId, Name: courseMentors.userName }).from(courseMentors).where(eq(courseMentors.courseId, courseId)).orderBy(asc(courseMentors.userName));
}

export async function setMentors(db: Db, courseId: number, mentors: { userId: number; userName: string }[]) {
  await db.transaction(async (tx) => {
    await tx.delete(courseMentors).where(eq(courseMentors.courseId, courseId));
    if (mentors.length) await tx.insert(courseMentors).values(mentors.map((m) => ({ courseId, ...m })));
  });
}

/** Ids of the courses a mentor is assigned to. */
export async function mentorCourseIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: courseMentors.courseId }).from(courseMentors).where(eq(courseMentors.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * Courses a checker sees on their home (`onlyIds`: a mentor's courses; undefined: every course), each with its
 * learners and the submissions awaiting a decision in it: the most waiting first, then by title; at most `limit`.
 * Also answers how many such courses there are in all.
 */
export async function checkerCourses(db: Db, onlyIds: number[] | undefined, limit: number) {
  const inScope = onlyIds ? inArray(courses.id, onlyIds.length ? onlyIds : [0]) : undefined;
  const waiting = db
    .select({
      courseId: submissions.courseId,
      pending: sql<number>`(count(*) filter (where ${submissions.attemptNo} = 1))::int`.as('pending'),
      reattempted: sql<number>`(count(*) filter (where ${submissions.attemptNo} > 1))::int`.as('reattempted'),
      oldestOn: sql<string>`${isoTime(sql`min(${submissions.createdOn})`)}`.as('oldest_on'),
    })
    .from(submissions)
    .where(and(eq(submissions.status, 'submitted'), onlyIds ? inArray(submissions.courseId, onlyIds.length ? onlyIds : [0]) : undefined))
    .groupBy(submissions.courseId)
    .as('waiting');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ID: courses.id,
        Title: courses.title,
        Status: sql<'draft' | 'published'>`${courses.status}`,
        Learners: learnerCount,
        Pending: sql<number>`coalesce(${waiting.pending}, 0)::int`,
        Reattempted: sql<number>`coalesce(${waiting.reattempted}, 0)::int`,
        OldestOn: sql<string | null>`${waiting.oldestOn}`,
      })
      .from(courses)
      .leftJoin(waiting, eq(waiting.courseId, courses.id))
      .where(and(live, inScope))
      .orderBy(desc(sql`coalesce(${waiting.pending}, 0) + coalesce(${waiting.reattempted}, 0)`), sql`lower(${courses.title})`, asc(courses.id))
      .limit(limit),
    db.select({ n: count() }).from(courses).where(and(live, inScope)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Live courses (of a status, when given), the most recently changed first; at most `limit`. */
export function recentCourses(db: Db, f: { status?: 'draft' | 'published'; limit: number }) {
  return db
    .select({
      ID: courses.id,
      Title: courses.title,
      Status: sql<'draft' | 'published'>`${courses.status}`,
      LessonCount: lessonCount,
      UpdatedOn: isoTime(courses.updatedOn),
    })
    .from(courses)
    .where(and(live, f.status ? eq(courses.status, f.status) : undefined))
    .orderBy(desc(courses.updatedOn), desc(courses.id))
    .limit(f.limit);
}

/** How many live courses have a status. */
export async function countCourses(db: Db, status: 'draft' | 'published') {
  const [row] = await db.select({ n: count() }).from(courses).where(and(live, eq(courses.status, status)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- lessons

/** Lessons of a course in order, with their material, assignment and test snapshot: one query. */
const lessonsWithItemsQuery = preparedPerDb((db) =>
  db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      position: lessons.position,
      title: lessons.title,
      testId: lessons.testId,
      testTitle: lessons.testTitle,
      testSeconds: lessons.testSeconds,
      materialId: materials.id,
      materialName: materials.name,
      materialKind: materials.kind,
      materialSeconds: materials.expectedSeconds,
      materialDescription: materials.description,
      assignmentId: assignments.id,
      assignmentTitle: assignments.title,
      assignmentReattempts: assignments.reattemptsAllowed,
    })
    .from(lessons)
    .leftJoin(materials, eq(materials.id, lessons.materialId))
    .leftJoin(assignments, eq(assignments.id, lessons.assignmentId))
    .where(eq(lessons.courseId, sql.placeholder('courseId')))
    .orderBy(asc(lessons.position), asc(lessons.id))
    .prepare('lessons_with_items'),
);

/** A course's lessons in order with their material and assignment (the lesson player reads it on every call). */
export function lessonsWithItems(db: Db, courseId: number) {
  return lessonsWithItemsQuery(db).execute({ courseId });
}
export type LessonWithItems = Awaited<ReturnType<typeof lessonsWithItems>>[number];

export async function findLesson(db: Db, courseId: number, lessonId: number) {
  const [row] = await db.select().from(lessons).where(and(eq(lessons.courseId, courseId), eq(lessons.id, lessonId)));
  return row;
}

export async function insertLesson(db: Db, values: typeof lessons.$inferInsert) {
  return db.transaction(async (tx) => {
    // Serialises appends to one course so two new lessons never share a position.
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, values.courseId)).for('update');
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${lessons.position}) + 1, 0)::int` })
      .from(lessons)
      .where(eq(lessons.courseId, values.courseId));
    const [row] = await tx.insert(lessons).values({ ...values, position: next }).returning();
    return row!;
  });
}

export async function updateLesson(db: Db, courseId: number, lessonId: number, values: Partial<typeof lessons.$inferInsert>) {
  const [row] = await db.update(lessons).set(values).where(and(eq(lessons.courseId, courseId), eq(lessons.id, lessonId))).returning();
  return row;
}

export async function deleteLesson(db: Db, courseId: number, lessonId: number) {
  const rows = await db.delete(lessons).where(and(eq(lessons.courseId, courseId), eq(lessons.id, lessonId))).returning({ id: lessons.id });
  return rows.length > 0;
}

/** Sets positions 0..n-1 in the given order (one statement). */
export async function reorderLessons(db: Db, courseId: number, ids: number[]) {
  const values = sql.join(ids.map((id, i) => sql`(${id}::int, ${i}::int)`), sql`, `);
  await db.execute(sql`update ${lessons} set position = v.pos from (values ${values}) as v(id, pos) where ${lessons.id} = v.id and ${lessons.courseId} = ${courseId}`);
}

export async function lessonIds(db: Db, courseId: number): Promise<number[]> {
  return (await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId))).map((r) => r.id);
}

/** Keeps the lesson's copy of a test's title and time in step with the engine. */
export async function refreshTestSnapshot(db: Db, testId: number, title: string, seconds: number) {
  await db
    .update(lessons)
    .set({ testTitle: title, testSeconds: seconds })
    .where(and(eq(lessons.testId, testId), sql`(${lessons.testTitle} is distinct from ${title} or ${lessons.testSeconds} is distinct from ${seconds})`));
}

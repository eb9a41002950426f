import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdmissionRow } from '@app/contracts/courses';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { admissions } from './admissions.tables.ts';
import { certificates } from './certificates.tables.ts';
import { courses } from './courses.tables.ts';

export type AdmissionRecord = typeof admissions.$inferSelect;

const spec: ListSpec = {
  searchable: [admissions.userName, admissions.userEmail, courses.title],
  sortable: { UserName: admissions.userName, CourseName: courses.title, ProgressStatus: admissions.status, Progress: admissions.progress, CreatedOn: admissions.createdOn, Email: admissions.userEmail },
  defaultOrder: [sql`${admissions.createdOn} desc`],
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

export function listAdmissions(db: Db, query: ListQuery, filter: { courseId?: number }) {
  return paginate<AdmissionRow>(
    db,
    spec,
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
  return db.insert(admissions).values(rows).onConflictDoNothing().returning({ id: admissions.id });
}

export async function deleteAdmission(db: Db, id: number) {
  const rows = await db.delete(admissions).where(eq(admissions.id, id)).returning({ id: admissions.id });
  return rows.length > 0;
}

export async function admittedUsers(db: Db, courseId: number) {
  return db
    .select({ ID: admissions.userId, value: admissions.userName, email: admissions.userEmail, contact: admissions.userContact })
    .from(admissions)
    .where(eq(admissions.courseId, courseId))
    .orderBy(asc(admissions.userName));
}

/** The admission of a learner to a live course, with the course and the certificate's public id: one query. */
export async function admissionWithCourse(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({
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
      certificateId: certificates.publicId,
    })
    .from(admissions)
    .innerJoin(courses, and(eq(courses.id, admissions.courseId), sql`${courses.deletedOn} is null`))
    .leftJoin(certificates, and(eq(certificates.userId, admissions.userId), eq(certificates.courseId, admissions.courseId)))
    .where(and(eq(admissions.userId, userId), eq(admissions.courseId, courseId)));
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

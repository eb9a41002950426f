import { and, eq, sql } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { certificates } from './certificates.tables.ts';

export type CertificateRecord = typeof certificates.$inferSelect;

const spec: ListSpec = {
  searchable: [certificates.holderName, certificates.courseName],
  sortable: { UserName: certificates.holderName, CourseName: certificates.courseName, CreatedOn: certificates.issuedOn },
  defaultOrder: [sql`${certificates.issuedOn} desc`],
  tieBreaker: certificates.id,
};

export type CertificateListRow = {
  ID: number; PublicID: string; UserID: number; UserName: string; CourseID: number; CourseName: string; courseURL: string;
  CreatedOn: string; Revoked: boolean; RevokedReason: string | null;
};

export function listCertificates(db: Db, query: ListQuery, filter: { courseId?: number; userId?: number }) {
  return paginate<CertificateListRow>(
    db,
    spec,
    query,
    (where) =>
      db
        .select({
          ID: certificates.id, PublicID: certificates.publicId, UserID: certificates.userId, UserName: certificates.holderName,
          CourseID: certificates.courseId, CourseName: certificates.courseName, courseURL: certificates.courseSlug,
          CreatedOn: isoTime(certificates.issuedOn), Revoked: sql<boolean>`${certificates.revokedOn} is not null`, RevokedReason: certificates.revokedReason,
        })
        .from(certificates)
        .where(where)
        .$dynamic(),
    [filter.courseId ? eq(certificates.courseId, filter.courseId) : undefined, filter.userId ? eq(certificates.userId, filter.userId) : undefined],
  );
}

/** Issues the certificate unless the learner has one for the course; the row when this call issued it. */
export async function issue(db: Db, values: typeof certificates.$inferInsert) {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row;
}

export async function findByPublicId(db: Db, publicId: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.publicId, publicId));
  return row;
}

export async function findOfUserCourse(db: Db, userId: number, courseId: number) {
  const [row] = await db.select().from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row;
}

/** Revokes once; undefined when missing or already revoked. */
export async function revoke(db: Db, id: number, reason: string, by: number, now: Date) {
  const [row] = await db
    .update(certificates)
    .set({ revokedOn: now, revokedReason: reason, revokedBy: by })
    .where(and(eq(certificates.id, id), sql`${certificates.revokedOn} is null`))
    .returning();
  return row;
}

/** Certificates issued and not revoked. */
export async function countValid(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(certificates).where(sql`${certificates.revokedOn} is null`);
  return row?.n ?? 0;
}

import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { admissions } from './admissions.tables.ts';
import { certificates } from './certificates.tables.ts';
import { courseMentors } from './courses.tables.ts';
import { submissions } from './submissions.tables.ts';

/** A half-open time range [from, to). */
export type StatRange = { from: Date; to: Date };

/**
 * The learning core's figures for the admin dashboard, each one SQL aggregate (never rows into Node). The dashboard
 * reads the learning data only through these.
 */
export function createLearningStats(db: Db) {
  const inRange = (col: typeof admissions.createdOn | typeof admissions.completedOn | typeof certificates.issuedOn, r: StatRange) =>
    and(gte(col, r.from), lt(col, r.to));
  return {
    /** Admissions made in the range. */
    async admissions(r: StatRange): Promise<number> {
      const [row] = await db.select({ n: count() }).from(admissions).where(inRange(admissions.createdOn, r));
      return row?.n ?? 0;
    },
    /** Courses completed in the range. */
    async completions(r: StatRange): Promise<number> {
      const [row] = await db.select({ n: count() }).from(admissions).where(inRange(admissions.completedOn, r));
      return row?.n ?? 0;
    },
    /** Course certificates issued in the range and not revoked. */
    async certificates(r: StatRange): Promise<number> {
      const [row] = await db.select({ n: count() }).from(certificates).where(and(inRange(certificates.issuedOn, r), isNull(certificates.revokedOn)));
      return row?.n ?? 0;
    },
    /** Admissions per ISO week (Monday, UTC) in the range. */
    async admissionsPerWeek(r: StatRange): Promise<{ week: string; n: number }[]> {
      const week = sql<string>`to_char(date_trunc('week', ${admissions.createdOn} at time zone 'UTC'), 'YYYY-MM-DD')`;
      return db.select({ week, n: count() }).from(admissions).where(inRange(admissions.createdOn, r)).groupBy(week);
    },
    /** Submissions waiting for a decision at `now`, and the age of the oldest in hours. */
    async checkingBacklog(now: Date): Promise<{ waiting: number; oldestHours: number | null }> {
      const [row] = await db
        .select({
          waiting: count(),
          oldestHours: sql<number | null>`extract(epoch from (${now}::timestamptz - min(${submissions.createdOn}))) / 3600`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(submissions)
        .where(eq(submissions.status, 'submitted'));
      return { waiting: row?.waiting ?? 0, oldestHours: row?.oldestHours ?? null };
    },
    /** The waiting submissions per mentor of their course (courses without a mentor under a null mentor), most waiting first. */
    async backlogByMentor(now: Date) {
      return db
        .select({
          mentorId: courseMentors.userId,
          mentorName: courseMentors.userName,
          waiting: count(),
          oldestHours: sql<number>`extract(epoch from (${now}::timestamptz - min(${submissions.createdOn}))) / 3600`.mapWith(Number),
        })
        .from(submissions)
        .leftJoin(courseMentors, eq(courseMentors.courseId, submissions.courseId))
        .where(eq(submissions.status, 'submitted'))
        .groupBy(courseMentors.userId, courseMentors.userName)
        .orderBy(sql`count(*) desc`, courseMentors.userName);
    },
  };
}
export type LearningStats = ReturnType<typeof createLearningStats>;

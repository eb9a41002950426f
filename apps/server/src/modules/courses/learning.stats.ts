import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { courseMentors } from './courses.tables.ts';
import { submissions } from './submissions.tables.ts';

/**
 * The learning core's figures for the admin dashboard, each one SQL aggregate over indexed columns (never rows into
 * Node). Admissions, completions and certificates per day are kept in the reports module's dashboard_daily by
 * triggers (migration 0038).
 */
export function createLearningStats(db: Db) {
  return {
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

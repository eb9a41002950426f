import { and, count, countDistinct, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { jobInvitations as i } from './jobs.tables.ts';

/** Placement figures for the admin dashboard (SQL aggregates). */
export function createJobsStats(db: Db) {
  return {
    /** Job invitations accepted (answered with a yes) in [from, to). */
    async accepted(r: { from: Date; to: Date }): Promise<number> {
      const [row] = await db.select({ n: count() }).from(i).where(and(eq(i.status, 'Accepted'), gte(i.answeredOn, r.from), lt(i.answeredOn, r.to)));
      return row?.n ?? 0;
    },
    /** Candidates hired in [from, to) (a candidate hired twice counts once). */
    async placed(r: { from: Date; to: Date }): Promise<number> {
      const [row] = await db.select({ n: countDistinct(i.candidateId) }).from(i).where(and(gte(i.hiredOn, r.from), lt(i.hiredOn, r.to)));
      return row?.n ?? 0;
    },
  };
}
export type JobsStats = ReturnType<typeof createJobsStats>;

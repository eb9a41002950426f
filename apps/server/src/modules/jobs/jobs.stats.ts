import { and, countDistinct, gte, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { jobInvitations as i } from './jobs.tables.ts';

/** Placement figures for the admin dashboard (SQL aggregates; accepted invitations per day are in dashboard_daily, migration 0038). */
export function createJobsStats(db: Db) {
  return {
    /** Candidates hired in [from, to) (a candidate hired twice counts once). */
    async placed(r: { from: Date; to: Date }): Promise<number> {
      const [row] = await db.select({ n: countDistinct(i.candidateId) }).from(i).where(and(gte(i.hiredOn, r.from), lt(i.hiredOn, r.to)));
      return row?.n ?? 0;
    },
  };
}
export type JobsStats = ReturnType<typeof createJobsStats>;

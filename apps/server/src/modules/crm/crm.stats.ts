import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { enquiries } from './crm.tables.ts';

/** The admissions CRM's figures for the admin dashboard (SQL aggregates). */
export function createCrmStats(db: Db) {
  return {
    /** Enquiries received in [from, to), and how many of them are enrolled now (converted into learners). */
    async enquiries(r: { from: Date; to: Date }): Promise<{ total: number; enrolled: number }> {
      const [row] = await db
        .select({ total: count(), enrolled: sql<number>`count(*) filter (where ${enquiries.status} = 'Enrolled')`.mapWith(Number) })
        .from(enquiries)
        .where(and(gte(enquiries.createdOn, r.from), lt(enquiries.createdOn, r.to)));
      return { total: row?.total ?? 0, enrolled: row?.enrolled ?? 0 };
    },
  };
}
export type CrmStats = ReturnType<typeof createCrmStats>;

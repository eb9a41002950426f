import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { forumReports } from './forum.tables.ts';

/** Forum figures for the admin dashboard (SQL aggregates). */
export function createForumStats(db: Db) {
  return {
    /** Reports members made in [from, to). */
    async reports(r: { from: Date; to: Date }): Promise<number> {
      const [row] = await db.select({ n: count() }).from(forumReports).where(and(gte(forumReports.createdOn, r.from), lt(forumReports.createdOn, r.to)));
      return row?.n ?? 0;
    },
    /** Reports waiting for a moderator now. */
    async pending(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(forumReports).where(sql`${forumReports.status} = 'pending'`);
      return row?.n ?? 0;
    },
  };
}
export type ForumStats = ReturnType<typeof createForumStats>;

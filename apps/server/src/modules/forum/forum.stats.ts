import { count, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { forumReports } from './forum.tables.ts';

/** Forum figures for the admin dashboard (SQL aggregates; reports made per day are in dashboard_daily, migration 0038). */
export function createForumStats(db: Db) {
  return {
    /** Reports waiting for a moderator now. */
    async pending(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(forumReports).where(sql`${forumReports.status} = 'pending'`);
      return row?.n ?? 0;
    },
  };
}
export type ForumStats = ReturnType<typeof createForumStats>;

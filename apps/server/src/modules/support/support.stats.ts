import { and, count, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { supportTickets as t } from './support.tables.ts';

/** Support's figures for the admin dashboard (SQL aggregates). */
export function createSupportStats(db: Db) {
  return {
    /** Tickets open now (Open or In Progress, not merged into another), and how many of them have no staff answer yet. */
    async open(): Promise<{ open: number; unanswered: number }> {
      const [row] = await db
        .select({ open: count(), unanswered: sql<number>`count(*) filter (where ${t.firstResponseOn} is null)`.mapWith(Number) })
        .from(t)
        .where(and(inArray(t.status, ['Open', 'In Progress']), isNull(t.mergedIntoId)));
      return { open: row?.open ?? 0, unanswered: row?.unanswered ?? 0 };
    },
    /** Median hours from a ticket's opening to the first staff answer, over tickets opened in [from, to) and answered; null when none. */
    async medianFirstResponseHours(r: { from: Date; to: Date }): Promise<number | null> {
      const [row] = await db
        .select({
          h: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from (${t.firstResponseOn} - ${t.createdOn})) / 3600)`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(t)
        .where(and(gte(t.createdOn, r.from), lt(t.createdOn, r.to), sql`${t.firstResponseOn} is not null`));
      return row?.h ?? null;
    },
  };
}
export type SupportStats = ReturnType<typeof createSupportStats>;

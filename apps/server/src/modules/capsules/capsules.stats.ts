import { and, count, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { capsuleBadges } from './capsules.tables.ts';

/** Capsules' figures for the admin dashboard (SQL aggregates). */
export function createCapsulesStats(db: Db) {
  return {
    /** Capsule badges issued in [from, to) and not revoked. */
    async badges(r: { from: Date; to: Date }): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(capsuleBadges)
        .where(and(gte(capsuleBadges.issuedOn, r.from), lt(capsuleBadges.issuedOn, r.to), isNull(capsuleBadges.revokedOn)));
      return row?.n ?? 0;
    },
  };
}
export type CapsulesStats = ReturnType<typeof createCapsulesStats>;

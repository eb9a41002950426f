import { and, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../users/users.tables.ts';
import { sessions } from './auth.tables.ts';

/** A learner's account: the role as stored, matched case-insensitively (DESIGN section 4). */
const isLearner = sql`lower(${users.role}) = 'trainee'`;

/**
 * Who was active, from the login sessions: a session is alive from its start to its last renewal (renewed at most
 * once a minute while used), so a learner was active in a range when one of their sessions overlaps it.
 */
export function createSessionsStats(db: Db) {
  return {
    /** Learners with a session alive at some time in [from, to). */
    async activeLearners(r: { from: Date; to: Date }): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(sessions.userId) })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(isLearner, lt(sessions.createdOn, r.to), gte(sessions.lastRenewedOn, r.from)));
      return row?.n ?? 0;
    },
    /** Learners active on each UTC day from `fromDay` to `toDay` (YYYY-MM-DD, both included), every day listed. */
    async activeLearnersPerDay(fromDay: string, toDay: string): Promise<{ day: string; n: number }[]> {
      const res: unknown = await db.execute(sql`
        select to_char(d.day, 'YYYY-MM-DD') as day, count(distinct s.user_id)::int as n
        from generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') as d(day)
        left join (${sessions} s inner join ${users} u on u.id = s.user_id and lower(u.role) = 'trainee')
          on s.created_on < (d.day + interval '1 day') at time zone 'UTC' and s.last_renewed_on >= d.day at time zone 'UTC'
        group by d.day order by d.day`);
      // node-postgres answers { rows }, PGlite's drizzle driver the same; older drivers a bare array.
      const rows = (res as { rows?: { day: string; n: number }[] }).rows ?? (res as { day: string; n: number }[]);
      return rows.map((x) => ({ day: x.day, n: Number(x.n) }));
    },
  };
}
export type SessionsStats = ReturnType<typeof createSessionsStats>;

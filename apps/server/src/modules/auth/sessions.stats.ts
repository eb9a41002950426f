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
    /**
     * Learners active on each UTC day from `fromDay` to `toDay` (YYYY-MM-DD, both included), every day listed. A
     * session is alive on day D when it began before D's end and was last renewed on D or later, that is on every
     * day from its start's to its last renewal's: only the sessions renewed since the first day are read
     * (sessions_renewed_idx) and each is spread over its own days, whatever the length of the period.
     */
    async activeLearnersPerDay(fromDay: string, toDay: string): Promise<{ day: string; n: number }[]> {
      const res: unknown = await db.execute(sql`
        with alive as (
          select s.user_id, d.day
          from ${sessions} s
          join ${users} u on u.id = s.user_id and lower(u.role) = 'trainee'
          cross join lateral generate_series(
            greatest((s.created_on at time zone 'UTC')::date, ${fromDay}::date),
            least((s.last_renewed_on at time zone 'UTC')::date, ${toDay}::date), interval '1 day') as d(day)
          where s.last_renewed_on >= ${fromDay}::date::timestamp at time zone 'UTC' and s.created_on < (${toDay}::date + 1)::timestamp at time zone 'UTC')
        select to_char(g.day, 'YYYY-MM-DD') as day, count(distinct alive.user_id)::int as n
        from generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') as g(day)
        left join alive on alive.day = g.day
        group by g.day order by g.day`);
      // node-postgres answers { rows }, PGlite's drizzle driver the same; older drivers a bare array.
      const rows = (res as { rows?: { day: string; n: number }[] }).rows ?? (res as { day: string; n: number }[]);
      return rows.map((x) => ({ day: x.day, n: Number(x.n) }));
    },
  };
}
export type SessionsStats = ReturnType<typeof createSessionsStats>;

import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedPerDb, queryRaw, type RawStatement } from '../../platform/db/prepared.ts';
import { users } from '../users/users.tables.ts';
import { oneTimeTokens, sessions } from './auth.tables.ts';

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Db, values: NewSession) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

// Every request with a token runs this: prepared once per database handle, so PostgreSQL plans it once.
const liveSessionQuery = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      email: users.email,
      emailVerifiedOn: users.emailVerifiedOn,
      lastRenewedOn: sessions.lastRenewedOn,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.endedOn),
        gt(sessions.idleExpiresAt, sql.placeholder('now')),
        gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('find_live_session'),
);

/** The live session of a token hash with its user, or undefined. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await liveSessionQuery(db).execute({ tokenHash, now });
  return row;
}

/** A live session by id with its user and token hash (for addresses signed for that session), or undefined. */
export async function findLiveSessionById(db: Db, sessionId: number, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, tokenHash: sessions.tokenHash, userId: users.id, role: users.role, email: users.email, emailVerifiedOn: users.emailVerifiedOn })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedOn), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now), eq(users.active, true)))
    .limit(1);
  return row;
}

const renewStatement: RawStatement = {
  name: 'session_renew',
  // synchronous_commit off for this one statement's transaction: the request waits for the round trip, not for
  // the WAL flush (a renewal lost in a crash only moves the idle expiry back by a minute; ending a session and
  // everything else stays flushed on commit).
  text: `with async_commit as (select set_config('synchronous_commit', 'off', true) as v)
    update sessions set last_renewed_on = $2::timestamptz, idle_expires_at = $3::timestamptz
    where id = $1 and ended_on is null and exists (select 1 from async_commit)`,
};

/** Slides a live session's idle expiry (at most once a minute per session, see sessions.service RENEW_EVERY_MS). */
export async function renewSession(db: Db, sessionId: number, now: Date, idleExpiresAt: Date) {
  await queryRaw(db, renewStatement, [sessionId, now.toISOString(), idleExpiresAt.toISOString()]);
}

/** Ends sessions matching the filter that are still open; returns how many. */
/** Ends the live sessions matching `where`; the ended sessions (id and user), for cache invalidation. */
export async function endSessions(db: Db, where: SQL, now: Date, reason: string) {
  return db
    .update(sessions)
    .set({ endedOn: now, endReason: reason })
    .where(and(where, isNull(sessions.endedOn)))
    .returning({ id: sessions.id, userId: sessions.userId });
}

export const sessionOf = (sessionId: number) => eq(sessions.id, sessionId);
export const sessionsOfUser = (userId: number) => eq(sessions.userId, userId);
export const otherSessionsOfUser = (userId: number, keep: number) =>
  and(eq(sessions.userId, userId), sql`${sessions.id} <> ${keep}`)!;

export async function insertOneTimeToken(db: Db, values: typeof oneTimeTokens.$inferInsert) {
  await db.insert(oneTimeTokens).values(values);
}

/** A one-time token of this hash and purpose that is unused and unexpired. */
const liveToken = (tokenHash: string, purpose: string, now: Date) =>
  and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedOn), gt(oneTimeTokens.expiresAt, now));

/** Marks a one-time token used, atomically: only the first caller gets the user id back. */
export async function consumeOneTimeToken(db: Db, tokenHash: string, purpose: string, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedOn: now })
    .where(liveToken(tokenHash, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** The user and expiry of a live (unused, unexpired) one-time token, without using it up; undefined otherwise. */
export async function findLiveOneTimeToken(db: Db, tokenHash: string, purpose: string, now: Date) {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(liveToken(tokenHash, purpose, now))
    .limit(1);
  return row;
}

/** The user of a live (unused, unexpired) one-time token, without using it up; undefined otherwise. */
export async function findOneTimeTokenUser(db: Db, tokenHash: string, purpose: string, now: Date) {
  return (await findLiveOneTimeToken(db, tokenHash, purpose, now))?.userId;
}

/** Outstanding tokens of a purpose are void once a newer one is used (e.g. after a reset). */
export async function voidOneTimeTokens(db: Db, userId: number, purpose: string, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedOn: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedOn)));
}

import { and, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DeviceSignature, LoginSession } from '@app/contracts/auth';
import type { ListQuery } from '@app/contracts/list';
import { ONLINE_MINUTES, type sessionWindows } from '@app/contracts/sessions';
import { normalizeRole, type AccountRole } from '@app/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { pathSignature, sameSignature, type SignedQuery } from '../../platform/auth/signed-urls.ts';
import { createSessionCache } from '../../platform/auth/session-cache.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { users } from '../users/users.tables.ts';
import * as repo from './auth.repository.ts';
import { sessions } from './auth.tables.ts';

type SessionWindow = (typeof sessionWindows)[number];

/** Renewal writes at most this often per session, so a busy client does not write on every request. */
const RENEW_EVERY_MS = 60_000;

export type SessionsService = ReturnType<typeof createSessionsService>;

/** Sessions: opaque tokens stored hashed, sliding idle expiry with an absolute maximum, revocable. */
export function createSessionsService(
  ctx: AppContext,
  audit: AuditService,
  deps: { notifications?: () => Pick<NotificationsService, 'notify' | 'sessionsChanged'> } = {},
) {
  const idleMs = ctx.config.SESSION_IDLE_MINUTES * 60_000;
  const maxMs = ctx.config.SESSION_MAX_DAYS * 86_400_000;
  const cache = createSessionCache({ ttlMs: (ctx.config.SESSION_CACHE_SECONDS ?? (ctx.redis ? 60 : 5)) * 1000, redis: ctx.redis });

  /** Forgets sessions in every instance's cache, and ends (or renews, for a changed user) their live notification streams. */
  async function invalidate(inv: { sessionIds?: number[]; userIds?: number[] }) {
    await cache.invalidate(inv);
    await deps.notifications?.().sessionsChanged(inv);
  }

  async function start(userId: number, device: DeviceSignature | undefined, meta: { ip: string; userAgent?: string }) {
    const now = ctx.now();
    const token = newToken();
    const absolute = new Date(now.getTime() + maxMs);
    const idle = new Date(Math.min(now.getTime() + idleMs, absolute.getTime()));
    const { id } = await repo.insertSession(ctx.db, {
      userId,
      tokenHash: hashToken(token),
      userAgent: (device?.userAgent ?? meta.userAgent ?? '').slice(0, 500),
      screenResolution: device?.screenWidth && device?.screenHeight ? `${device.screenWidth}x${device.screenHeight}` : '',
      device: device ?? {},
      ip: meta.ip,
      createdOn: now,
      lastRenewedOn: now,
      idleExpiresAt: idle,
      absoluteExpiresAt: absolute,
    });
    return { token, sessionId: id, expiresAt: idle };
  }

  /** The caller of a bearer token, renewing its idle expiry; null when unknown, ended or expired. */
  async function resolve(token: string): Promise<AuthContext | null> {
    const now = ctx.now();
    const tokenHash = hashToken(token);
    let entry = cache.get(tokenHash, now.getTime());
    if (!entry) {
      const readAt = cache.generation();
      const row = await repo.findLiveSession(ctx.db, tokenHash, now);
      if (!row) return null;
      const role = normalizeRole(row.role) as AccountRole | undefined;
      if (!role || role === ('Guest' as string)) return null;
      entry = {
        auth: { userId: row.userId, sessionId: row.sessionId, role, email: row.email, emailVerified: row.emailVerifiedOn !== null },
        cachedAt: now.getTime(),
        lastRenewedOn: row.lastRenewedOn.getTime(),
        idleExpiresAt: row.idleExpiresAt.getTime(),
        absoluteExpiresAt: row.absoluteExpiresAt.getTime(),
      };
      cache.set(tokenHash, entry, readAt);
    }
    if (now.getTime() - entry.lastRenewedOn > RENEW_EVERY_MS) {
      const idle = Math.min(now.getTime() + idleMs, entry.absoluteExpiresAt);
      await repo.renewSession(ctx.db, entry.auth.sessionId, now, new Date(idle));
      entry.lastRenewedOn = now.getTime();
      entry.idleExpiresAt = idle;
    }
    return entry.auth;
  }

  /**
   * A signed address of `path` for a GET that cannot send the bearer token (platform/auth/signed-urls.ts):
   * valid for `ttlSeconds` and only while this session lives.
   */
  async function signPath(sessionId: number, path: string, ttlSeconds: number): Promise<string> {
    const now = ctx.now();
    const row = await repo.findLiveSessionById(ctx.db, sessionId, now);
    if (!row) throw new AppError('SESSION_EXPIRED', 'Your session has expired, please log in again');
    const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
    return `${path}?s=${sessionId}&e=${expires}&sig=${pathSignature(row.tokenHash, path, sessionId, expires)}`;
  }

  /** The caller of a signed address; null when the signature is wrong, it has expired or the session has ended. */
  async function resolveSigned(path: string, q: SignedQuery): Promise<AuthContext | null> {
    const now = ctx.now();
    if (q.e * 1000 <= now.getTime()) return null;
    const row = await repo.findLiveSessionById(ctx.db, q.s, now);
    if (!row || !sameSignature(pathSignature(row.tokenHash, path, q.s, q.e), q.sig)) return null;
    const role = normalizeRole(row.role) as AccountRole | undefined;
    if (!role || role === ('Guest' as string)) return null;
    return { userId: row.userId, sessionId: row.sessionId, role, email: row.email, emailVerified: row.emailVerifiedOn !== null };
  }

  /** Ends the matching sessions and forgets them in every instance's cache; how many ended. */
  async function endWhere(where: SQL, reason: string): Promise<number> {
    const ended = await repo.endSessions(ctx.db, where, ctx.now(), reason);
    if (ended.length) await invalidate({ sessionIds: ended.map((s) => s.id) });
    return ended.length;
  }
  const end = (sessionId: number, reason: string) => endWhere(repo.sessionOf(sessionId), reason);
  const endAllForUser = (userId: number, reason: string) => endWhere(repo.sessionsOfUser(userId), reason);
  const endOthersForUser = (userId: number, keep: number, reason: string) => endWhere(repo.otherSessionsOfUser(userId, keep), reason);
  /** What a session carries changed for this user (role, active, email verified): every instance reads it again. */
  const userChanged = (userId: number) => invalidate({ userIds: [userId] });

  /** Ends one session of the given user (their own list): 404 when it is not theirs. */
  async function endOwn(userId: number, sessionId: number) {
    const n = await endWhere(and(repo.sessionOf(sessionId), repo.sessionsOfUser(userId))!, 'logout');
    if (n === 0) throw notFound('Session');
  }

  /** Forced logout by an admin, written to the audit log with the ending. */
  async function forceEnd(actor: Actor, sessionId: number) {
    const now = ctx.now();
    const ended = await ctx.db.transaction(async (tx) => {
      const [row] = await repo.endSessions(tx, repo.sessionOf(sessionId), now, 'forced');
      if (!row) return undefined;
      const [owner] = await tx.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, row.userId));
      const name = owner ? `${owner.firstName} ${owner.lastName}`.trim() : `user ${row.userId}`;
      await audit.record(tx, actor, {
        action: 'sessions.revoke', entityType: 'session', entityId: sessionId,
        before: { UserID: row.userId, Email: owner?.email ?? null, EndedOn: null }, after: { UserID: row.userId, Email: owner?.email ?? null, EndedOn: now.toISOString(), EndReason: 'forced' },
        summary: `Ended a login session of ${name} (forced logout)`,
      });
      // Their other devices learn of it at once (the ended session's own stream closes).
      await deps.notifications?.().notify(tx, [row.userId], {
        type: 'session.revoked',
        title: 'You were signed out of a session',
        text: 'An administrator ended one of your login sessions. If this was not expected, change your password and review your active sessions in your profile.',
        link: '/profile',
      });
      return row;
    });
    if (!ended) throw notFound('Session');
    await invalidate({ sessionIds: [ended.id] });
  }

  const listSpec: ListSpec = {
    searchable: [sql`(${users.firstName} || ' ' || ${users.lastName})`, users.email, users.mobileNumber, sessions.userAgent],
    sortable: {
      UserName: sql`(${users.firstName} || ' ' || ${users.lastName})`,
      Email: users.email,
      Phone: users.mobileNumber,
      UserAgent: sessions.userAgent,
      ScreenResolution: sessions.screenResolution,
      CreatedOn: sessions.createdOn,
      LastRenewedOn: sessions.lastRenewedOn,
    },
    defaultOrder: [sql`${sessions.lastRenewedOn} desc`],
    tieBreaker: sessions.id,
  };

  function list(query: ListQuery, filters: ReturnType<typeof and>[], currentSessionId: number) {
    return paginate<LoginSession>(
      ctx.db,
      listSpec,
      query,
      (where) =>
        ctx.db
          .select({
            ID: sessions.id,
            UserID: users.id,
            UserName: sql<string>`(${users.firstName} || ' ' || ${users.lastName})`,
            Email: users.email,
            Phone: sql<string>`trim(${users.countryCode} || ' ' || ${users.mobileNumber})`,
            UserAgent: sessions.userAgent,
            ScreenResolution: sessions.screenResolution,
            CreatedOn: isoTime(sessions.createdOn),
            LastRenewedOn: isoTime(sessions.lastRenewedOn),
            EndedOn: sql<string | null>`case when ${sessions.endedOn} is null then null else ${isoTime(sessions.endedOn)} end`,
            Current: sql<boolean>`${sessions.id} = ${currentSessionId}`,
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(where)
          .$dynamic(),
      filters,
    );
  }

  const liveFilter = () => {
    const now = ctx.now();
    return and(isNull(sessions.endedOn), sql`${sessions.idleExpiresAt} > ${now}`, sql`${sessions.absoluteExpiresAt} > ${now}`);
  };
  /** A session used since this long ago (its last renewal; renewals are written at most once a minute). */
  const usedSince = (ms: number) => sql`${sessions.lastRenewedOn} >= ${new Date(ctx.now().getTime() - ms)}`;
  const windowFilter = (window: SessionWindow) =>
    window === 'online' ? and(liveFilter(), usedSince(ONLINE_MINUTES * 60_000)) : window === 'day' ? usedSince(86_400_000) : liveFilter();
  /** Sessions of everyone (spec GET /users/getSsoTokenList): live ones, those online now, or those used in the last 24 hours. */
  const listActive = (query: ListQuery, current: number, window: SessionWindow = 'live') => list(query, [windowFilter(window)], current);
  /** People online now and in the last 24 hours, and the live sessions: one aggregate over the sessions table. */
  async function summary() {
    const [row] = await ctx.db
      .select({
        OnlineNow: sql<number>`count(distinct ${sessions.userId}) filter (where ${windowFilter('online')})`.mapWith(Number),
        Last24Hours: sql<number>`count(distinct ${sessions.userId})`.mapWith(Number),
        LiveSessions: sql<number>`count(*) filter (where ${liveFilter()})`.mapWith(Number),
      })
      .from(sessions)
      .where(usedSince(86_400_000));
    return row ?? { OnlineNow: 0, Last24Hours: 0, LiveSessions: 0 };
  }
  /** Active sessions of one user (profile: my sessions). */
  const listActiveOfUser = (userId: number, query: ListQuery, current: number) =>
    list(query, [liveFilter(), eq(sessions.userId, userId)], current);
  /** Ended sessions whose end falls in [from, to] (spec GET /users/getSsoExpireTokenList/{from}/{to}). */
  function listEnded(query: ListQuery, from: Date, to: Date, current: number) {
    const now = ctx.now();
    const endedAt = sql`coalesce(${sessions.endedOn}, least(${sessions.idleExpiresAt}, ${sessions.absoluteExpiresAt}))`;
    const ended = sql`(${isNotNull(sessions.endedOn)} or ${sessions.idleExpiresAt} <= ${now} or ${sessions.absoluteExpiresAt} <= ${now})`;
    return list(query, [ended, gte(endedAt, from), lt(endedAt, to)], current);
  }

  return {
    start, resolve, signPath, resolveSigned, endOwn, forceEnd, end, endAllForUser, endOthersForUser, userChanged, listActive, listActiveOfUser, listEnded, summary,
    /** Stops listening for other instances' invalidations. */
    close: () => cache.close(),
  };
}

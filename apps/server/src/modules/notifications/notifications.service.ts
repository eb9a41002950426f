import {
  notificationEmailDefault, notificationTypes, type AnnouncementAudience, type NewAnnouncement, type NotificationPreference,
  type UserNotificationsQuery,
} from '@app/contracts/notifications';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/auth/access.ts';
import { afterCommit } from '../../platform/db/after-commit.ts';
import type { Db } from '../../platform/db/client.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createLiveHub, type LiveHub } from './live-hub.ts';
import { createNotifier, mailBody, type NotifyUsersPort } from './notify.ts';
import * as repo from './notifications.repository.ts';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** Scheduled announcements are sent by this periodic job (background-jobs.ts). */
export const ANNOUNCEMENTS_JOB = 'notifications.announcements';
/** How far ahead an announcement may be scheduled. */
const MAX_SCHEDULE_MS = 366 * 86_400_000;

/** A user's preference for every type: their choice where they made one, the defaults elsewhere. */
function withDefaults(rows: { type: string; inApp: boolean; email: boolean }[]): NotificationPreference[] {
  const chosen = new Map(rows.map((r) => [r.type, r]));
  return notificationTypes.map((t) => {
    const c = chosen.get(t);
    return { Type: t, InApp: c?.inApp ?? true, Email: c?.email ?? notificationEmailDefault[t] };
  });
}

/**
 * Notifications (DESIGN section 9): `notify` for every module, the signed-in user's list, count, read state and
 * preferences, the live hub of this instance, and staff announcements (now or scheduled).
 */
export function createNotificationsService(ctx: AppContext, deps: { users: () => NotifyUsersPort; audit: AuditService; hub?: LiveHub }) {
  const hub = deps.hub ?? createLiveHub({ redis: ctx.redis });
  const notify = createNotifier(ctx, hub, deps.users);

  /** Tells the user's streams (on every instance) their count now. */
  async function pushCount(userId: number) {
    await hub.publish({ k: 'c', userId, unread: await repo.unreadCount(ctx.db, userId) });
  }

  /** The audience as SQL over users, with its label; 400 for a course that does not exist. */
  async function resolveAudience(db: Db, a: AnnouncementAudience) {
    switch (a.kind) {
      case 'everyone':
        return { where: repo.audienceWhere({ kind: 'everyone' }), label: 'Everyone', live: { all: true } as const };
      case 'role':
        return { where: repo.audienceWhere({ kind: 'role', role: a.role }), label: `Role: ${a.role}`, live: { roles: [a.role] } };
      case 'course': {
        const title = await repo.courseTitle(db, a.courseId);
        if (title === undefined) throw badRequest('No such course', 'body.audience.courseId');
        return { where: repo.audienceWhere({ kind: 'course', courseId: a.courseId }), label: `Learners of ${title}`, live: null };
      }
      case 'users': {
        const ids = [...new Set(a.userIds)];
        return { where: repo.audienceWhere({ kind: 'ids', ids }), label: `${ids.length} ${ids.length === 1 ? 'person' : 'people'}`, live: null };
      }
    }
  }

  /** Sends a claimed announcement in `tx`: one INSERT ... SELECT for the audience, then the live push after commit. */
  async function deliver(tx: Db, a: repo.AnnouncementRow) {
    const audience = await resolveAudience(tx, a.audience).catch(() => null);
    if (!audience) return 0; // the course was removed while it waited: nobody to reach
    const n = {
      type: 'announcement', title: a.title, text: a.text, link: a.link, createdOn: ctx.now(),
      email: a.email, mailText: mailBody(ctx.config.APP_URL, a.text, a.link),
    };
    const reached = await repo.insertAnnouncement(tx, a.id, audience.where, n);
    await repo.setRecipients(tx, a.id, reached);
    const live = audience.live ?? { users: await repo.audienceIds(tx, audience.where) };
    const item = { NotificationTitle: a.title, NotificationText: a.text, NotificationType: 'announcement', CreatedOn: n.createdOn.toISOString(), Link: a.link };
    afterCommit(tx, () => void hub.publish({ k: 'b', aud: live, item }));
    return reached;
  }

  return {
    notify,
    /** This instance's open streams. */
    live: hub,

    list: (userId: number, q: UserNotificationsQuery) => repo.listMine(ctx.db, userId, q),
    count: (userId: number) => repo.unreadCount(ctx.db, userId),

    /** One of mine, marked read; 404 when it does not exist or is someone else's. */
    async open(userId: number, id: number) {
      const changed = await repo.markRead(ctx.db, userId, [id], ctx.now());
      const row = await repo.findMine(ctx.db, userId, id);
      if (!row) throw notFound('Notification');
      if (changed) await pushCount(userId);
      return row;
    },

    /** Marks some of mine read (ids of others are not mine: ignored); the unread count after. */
    async markRead(userId: number, ids: number[]) {
      const updated = await repo.markRead(ctx.db, userId, ids, ctx.now());
      const unread = await repo.unreadCount(ctx.db, userId);
      if (updated) await hub.publish({ k: 'c', userId, unread });
      return { Updated: updated, Unread: unread };
    },

    async markAllRead(userId: number, type?: string) {
      const updated = await repo.markRead(ctx.db, userId, 'all', ctx.now(), type);
      const unread = await repo.unreadCount(ctx.db, userId);
      if (updated) await hub.publish({ k: 'c', userId, unread });
      return { Updated: updated, Unread: unread };
    },

    preferences: async (userId: number) => withDefaults(await repo.preferencesOf(ctx.db, userId)),

    async savePreferences(userId: number, prefs: NotificationPreference[]) {
      const seen = new Set<string>();
      for (const p of prefs) {
        if (seen.has(p.Type)) throw badRequest(`${p.Type} is given twice`, 'body.preferences');
        seen.add(p.Type);
      }
      await repo.savePreferences(ctx.db, userId, prefs.map((p) => ({ type: p.Type, inApp: p.InApp, email: p.Email })));
      const all = withDefaults(await repo.preferencesOf(ctx.db, userId));
      await hub.publish({ k: 'p', userId, muted: all.filter((p) => !p.InApp).map((p) => p.Type) });
      return all;
    },

    /** What a new stream starts with: the unread count and the types muted in the app. */
    async streamState(userId: number) {
      const [unread, prefs] = await Promise.all([repo.unreadCount(ctx.db, userId), repo.preferencesOf(ctx.db, userId)]);
      return { unread, muted: prefs.filter((p) => !p.inApp).map((p) => p.type) };
    },

    /** Ends the streams of ended sessions (logout, forced logout) or asks a changed user's streams to come back. */
    sessionsChanged: (inv: { sessionIds?: number[]; userIds?: number[] }) => hub.publish({ k: 'x', ...inv }),

    announcements: {
      /** How many active accounts an audience reaches now. */
      async size(a: AnnouncementAudience) {
        const audience = await resolveAudience(ctx.db, a);
        return { Recipients: await repo.audienceSize(ctx.db, audience.where) };
      },

      /** Composes an announcement: sent at once (in this transaction) or kept for its time. */
      async create(actor: Actor, input: NewAnnouncement) {
        const now = ctx.now();
        const sendAt = input.sendAt ? new Date(input.sendAt) : now;
        if (sendAt.getTime() - now.getTime() > MAX_SCHEDULE_MS) throw badRequest('Schedule it at most a year ahead', 'body.sendAt');
        const scheduled = sendAt.getTime() > now.getTime() + 30_000;
        return ctx.db.transaction(async (tx) => {
          const audience = await resolveAudience(tx, input.audience);
          const row = await repo.insertAnnouncementRow(tx, {
            title: input.title, text: input.text, link: input.link || null, audience: input.audience, audienceLabel: audience.label,
            email: input.email, status: 'scheduled', sendAt: scheduled ? sendAt : now, createdBy: actor.userId,
          });
          let recipients = 0;
          if (!scheduled) {
            const claimed = await repo.claimAnnouncement(tx, row.id, now);
            recipients = await deliver(tx, claimed!);
          }
          await deps.audit.record(tx, actor, {
            action: scheduled ? 'announcements.schedule' : 'announcements.send', entityType: 'announcement', entityId: row.id,
            after: { Title: row.title, Audience: audience.label, SendAt: row.sendAt.toISOString(), Email: row.email, ...(scheduled ? {} : { Recipients: recipients }) },
            summary: scheduled
              ? `Scheduled the announcement "${row.title}" to ${audience.label} for ${row.sendAt.toISOString()}`
              : `Sent the announcement "${row.title}" to ${audience.label} (${recipients} recipients)`,
          });
          return { AnnouncementID: row.id, Status: scheduled ? 'scheduled' as const : 'sent' as const, Recipients: recipients };
        });
      },

      /** Cancels a scheduled one; 404 when it is not waiting (sent, cancelled or missing). */
      async cancel(actor: Actor, id: number) {
        await ctx.db.transaction(async (tx) => {
          const row = await repo.cancelAnnouncement(tx, id);
          if (!row) throw notFound('Scheduled announcement');
          await deps.audit.record(tx, actor, {
            action: 'announcements.cancel', entityType: 'announcement', entityId: id,
            before: { Status: 'scheduled' }, after: { Status: 'cancelled' }, summary: `Cancelled the scheduled announcement "${row.title}"`,
          });
        });
      },

      /** Sends every announcement whose time has come, one transaction each (the periodic job). */
      async sendDue(): Promise<number> {
        let sent = 0;
        for (;;) {
          const done = await ctx.db.transaction(async (tx) => {
            const id = await repo.nextDue(tx, ctx.now());
            if (id === undefined) return false;
            const claimed = await repo.claimAnnouncement(tx, id, ctx.now());
            if (claimed) await deliver(tx, claimed);
            return true;
          });
          if (!done) return sent;
          sent += 1;
        }
      },

      async list(q: ListQuery & { status?: string }) {
        const page = await repo.listAnnouncements(ctx.db, q);
        return {
          ...page,
          items: page.items.map((r) => {
            const recipients = Number(r.Recipients);
            const read = Number(r.Read);
            return { ...r, Recipients: recipients, Read: read, ReadRate: recipients ? read / recipients : 0 };
          }),
        };
      },

      async stats() {
        const s = await repo.stats(ctx.db, new Date(ctx.now().getTime() - 30 * 86_400_000));
        return { AnnouncementsSent: s.sent, AnnouncementsScheduled: s.scheduled, Reach: s.reach, ReadRate: s.reach ? s.read / s.reach : 0, ByType: s.byType };
      },
    },

    /** The same service on another clock (the demo seed writes history at past moments); it shares this instance's hub. */
    withClock: (now: () => Date) => createNotificationsService({ ...ctx, now }, { ...deps, hub }),

    close: () => hub.close(),
  };
}

/** The periodic job that sends scheduled announcements (every 30 seconds). */
export function sendAnnouncementsJob(service: NotificationsService) {
  return { name: ANNOUNCEMENTS_JOB, intervalMs: 30_000, run: () => service.announcements.sendDue() };
}

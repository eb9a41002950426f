import { and, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import { notificationEmailDefault, type UserNotificationsQuery } from '@app/contracts/notifications';
import type { Db } from '../../platform/db/client.ts';
import { queryRaw, type RawStatement } from '../../platform/db/prepared.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { users } from '../users/users.tables.ts';
import { admissions } from '../courses/admissions.tables.ts';
import { courses } from '../courses/courses.tables.ts';
import { announcements, notificationPreferences, notifications } from './notifications.tables.ts';
import { rowsOf } from '../../platform/db/rows.ts';

/** Types mailed unless the user said otherwise (SQL array literal for the defaults). */
const emailByDefault = Object.entries(notificationEmailDefault).filter(([, on]) => on).map(([t]) => t);

export type NewNotification = { type: string; title: string; text: string; link: string | null; createdOn: Date; announcementId?: number | null };

/** Not turned off in the app by the recipient `userCol` for `type`. */
const wantsInApp = (userCol: SQL | typeof users.id, type: string) =>
  sql`not exists (select 1 from ${notificationPreferences} p where p.user_id = ${userCol} and p.type = ${type} and p.in_app = false)`;

/** Mailed to the recipient `userCol` for `type`: their choice, or the type's default. */
const wantsEmail = (userCol: SQL | typeof users.id, type: string) =>
  sql`coalesce((select p.email from ${notificationPreferences} p where p.user_id = ${userCol} and p.type = ${type}), ${emailByDefault.includes(type)}::boolean)`;

/**
 * One row per recipient who has not turned the type off in the app; the recipients who want it mailed too (whether
 * or not they see it in the app), with their row's id when they got one. One statement, one round trip: the rows
 * inserted come back as 'i' (with their ids), the recipients to mail as 'm'.
 */
export async function insertForUsers(db: Db, userIds: number[], n: NewNotification) {
  const ids = sql`${`{${userIds.join(',')}}`}::int[]`;
  const rows = await rowsOf<{ kind: 'i' | 'm'; id: number | null; user_id: number }>(db.execute(sql`
    with ins as (
      insert into ${notifications} (user_id, type, title, text, link, created_on, announcement_id)
      select r.id, ${n.type}::text, ${n.title}::text, ${n.text}::text, ${n.link}::text, ${n.createdOn.toISOString()}::timestamptz, ${n.announcementId ?? null}::int
      from unnest(${ids}) as r(id)
      where ${wantsInApp(sql`r.id`, n.type)}
      returning id, user_id
    )
    select 'i' as kind, id, user_id from ins
    union all
    select 'm', null, r.id from unnest(${ids}) as r(id) where ${wantsEmail(sql`r.id`, n.type)}`));
  return {
    rows: rows.filter((r) => r.kind === 'i').map((r) => [Number(r.user_id), Number(r.id)] as [number, number]),
    mailTo: rows.filter((r) => r.kind === 'm').map((r) => Number(r.user_id)),
  };
}

/** Active accounts of an announcement's audience (a role, everyone, or given ids), as SQL over users `u`. */
export function audienceWhere(a: { kind: 'everyone' } | { kind: 'role'; role: string } | { kind: 'ids'; ids: number[] } | { kind: 'course'; courseId: number }): SQL {
  if (a.kind === 'everyone') return sql`u.active`;
  // Read-only join with the courses module's admissions: the audience is chosen in the same statement that writes.
  if (a.kind === 'course') return sql`u.active and u.id in (select a.user_id from ${admissions} a where a.course_id = ${a.courseId})`;
  if (a.kind === 'role') return sql`u.active and lower(u.role) = lower(${a.role})`;
  return sql`u.active and u.id = any(${`{${a.ids.join(',') || '0'}}`}::int[])`;
}

/** A course's title, for the audience's label; undefined when there is no such course. */
export async function courseTitle(db: Db, courseId: number): Promise<string | undefined> {
  const [c] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  return c?.title;
}

/** The user ids of an audience (a course's or a list's), for the live push. */
export async function audienceIds(db: Db, where: SQL): Promise<number[]> {
  const r = await rowsOf<{ id: number }>(db.execute(sql`select u.id from ${users} u where ${where}`));
  return r.map((x) => Number(x.id));
}

/** How many active accounts an audience reaches now. */
export async function audienceSize(db: Db, where: SQL): Promise<number> {
  const r = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from ${users} u where ${where}`));
  return Number(r[0]?.n ?? 0);
}

/**
 * An announcement's rows for its whole audience in one INSERT ... SELECT (no loop, however many people), then its
 * outbox mails the same way when it is mailed. Returns how many received it.
 */
export async function insertAnnouncement(db: Db, announcementId: number, where: SQL, n: NewNotification & { email: boolean; mailText: string }) {
  const r = await rowsOf<{ n: number }>(db.execute(sql`
    with ins as (
      insert into ${notifications} (user_id, type, title, text, link, created_on, announcement_id)
      select u.id, ${n.type}::text, ${n.title}::text, ${n.text}::text, ${n.link}::text, ${n.createdOn.toISOString()}::timestamptz, ${announcementId}::int
      from ${users} u
      where ${where} and ${wantsInApp(sql`u.id`, n.type)}
      returning 1
    ) select count(*)::int as n from ins`));
  if (n.email) {
    await db.execute(sql`
      insert into mail_outbox (idempotency_key, to_address, subject, text_body)
      select 'announcement:' || ${String(announcementId)}::text || ':' || u.id, u.email, ${n.title}::text, ${n.mailText}::text
      from ${users} u
      where ${where} and ${wantsEmail(sql`u.id`, n.type)}
      on conflict (idempotency_key) do nothing`);
  }
  return Number(r[0]?.n ?? 0);
}

const listColumns = {
  NotificationID: notifications.id,
  NotificationTitle: notifications.title,
  NotificationText: notifications.text,
  NotificationType: notifications.type,
  NotificationStatus: sql<'read' | 'unread'>`case when ${notifications.readOn} is null then 'unread' else 'read' end`,
  CreatedOn: isoTime(notifications.createdOn),
  ReadOn: sql<string | null>`case when ${notifications.readOn} is null then null else ${isoTime(notifications.readOn)} end`,
  Link: notifications.link,
};

const listSpec: ListSpec = {
  searchable: [notifications.title, notifications.text],
  sortable: { CreatedOn: notifications.createdOn, NotificationTitle: notifications.title, NotificationType: notifications.type, NotificationStatus: notifications.readOn },
  defaultOrder: [sql`${notifications.id} desc`],
  tieBreaker: notifications.id,
};

/** My notifications, newest first: only the caller's rows (the filter is in the query). */
export function listMine(db: Db, userId: number, q: UserNotificationsQuery) {
  return paginate<typeof listColumns extends infer C ? { [K in keyof C]: unknown } : never>(
    db,
    listSpec,
    q,
    (where) => db.select(listColumns).from(notifications).where(where).$dynamic(),
    [
      eq(notifications.userId, userId),
      q.type ? eq(notifications.type, q.type) : undefined,
      q.status === 'unread' ? isNull(notifications.readOn) : q.status === 'read' ? isNotNull(notifications.readOn) : undefined,
    ],
  );
}

/** One of mine; undefined when it does not exist or is someone else's. */
export async function findMine(db: Db, userId: number, id: number) {
  const [row] = await db.select(listColumns).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/**
 * The unread count: an index-only count over the partial index. The bell asks for it on every page, so it is a
 * hand-written prepared statement: drizzle's query building cost more than the count itself (35 µs a request).
 */
const unreadCountStatement: RawStatement = {
  name: 'notifications_unread_count',
  text: 'select count(*)::int as n from notifications where user_id = $1 and read_on is null',
};
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [r] = await queryRaw<{ n: number }>(db, unreadCountStatement, [userId]);
  return r?.n ?? 0;
}

/** Marks the given ones of mine read (others' ids are ignored: the filter is in the query); how many changed. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all', now: Date, type?: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readOn: now })
    .where(and(
      eq(notifications.userId, userId),
      isNull(notifications.readOn),
      ids === 'all' ? undefined : inArray(notifications.id, ids),
      type ? eq(notifications.type, type) : undefined,
    ))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function preferencesOf(db: Db, userId: number) {
  return db.select({ type: notificationPreferences.type, inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function savePreferences(db: Db, userId: number, prefs: { type: string; inApp: boolean; email: boolean }[]) {
  if (!prefs.length) return;
  await db.insert(notificationPreferences)
    .values(prefs.map((p) => ({ userId, ...p })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email` },
    });
}

export type AnnouncementRow = typeof announcements.$inferSelect;

export async function insertAnnouncementRow(db: Db, values: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

/**
 * Claims an announcement for sending: scheduled -> sent in one UPDATE, so two workers (or a worker and the
 * compose request) never send one twice. Undefined when it is not (or no longer) waiting.
 */
export async function claimAnnouncement(db: Db, id: number, now: Date): Promise<AnnouncementRow | undefined> {
  const [row] = await db.update(announcements).set({ status: 'sent', sentOn: now })
    .where(and(eq(announcements.id, id), eq(announcements.status, 'scheduled'))).returning();
  return row;
}

/** The id of the next due announcement, locked for this transaction (others skip it). */
export async function nextDue(db: Db, now: Date): Promise<number | undefined> {
  const r = await rowsOf<{ id: number }>(db.execute(sql`
    select id from ${announcements} where status = 'scheduled' and send_at <= ${now.toISOString()}::timestamptz
    order by send_at, id limit 1 for update skip locked`));
  return r[0] ? Number(r[0].id) : undefined;
}

export async function setRecipients(db: Db, id: number, n: number) {
  await db.update(announcements).set({ recipients: n }).where(eq(announcements.id, id));
}

export async function cancelAnnouncement(db: Db, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db.update(announcements).set({ status: 'cancelled' })
    .where(and(eq(announcements.id, id), eq(announcements.status, 'scheduled'))).returning();
  return row;
}

export async function findAnnouncement(db: Db, id: number) {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

// Qualified by hand: drizzle writes a column of a one-table select without its table, which a subquery would resolve to its own.
const readCount = sql<number>`(select count(*)::int from ${notifications} n where n.announcement_id = "announcements"."id" and n.read_on is not null)`;
const createdByName = sql<string>`coalesce((select u.first_name || ' ' || u.last_name from ${users} u where u.id = "announcements"."created_by"), '')`;

const announcementColumns = {
  AnnouncementID: announcements.id,
  Title: announcements.title,
  Text: announcements.text,
  Link: announcements.link,
  Audience: announcements.audience,
  AudienceLabel: announcements.audienceLabel,
  Status: announcements.status,
  CreatedBy: createdByName,
  CreatedOn: isoTime(announcements.createdOn),
  SendAt: isoTime(announcements.sendAt),
  SentOn: sql<string | null>`case when ${announcements.sentOn} is null then null else ${isoTime(announcements.sentOn)} end`,
  Recipients: announcements.recipients,
  Read: readCount,
};

const announcementSpec: ListSpec = {
  searchable: [announcements.title, announcements.text, announcements.audienceLabel],
  sortable: { CreatedOn: announcements.createdOn, SendAt: announcements.sendAt, Title: announcements.title, Recipients: announcements.recipients, Status: announcements.status },
  defaultOrder: [sql`${announcements.sendAt} desc`],
  tieBreaker: announcements.id,
};

export function listAnnouncements(db: Db, q: Parameters<typeof paginate>[2] & { status?: string }) {
  return paginate<Record<string, unknown>>(
    db,
    announcementSpec,
    q,
    (where) => db.select(announcementColumns).from(announcements).where(where).$dynamic(),
    [q.status ? eq(announcements.status, q.status) : undefined],
  );
}

/** The dashboard's totals: announcements sent and waiting, their reach and read rate; per type over 30 days. */
export async function stats(db: Db, since: Date) {
  const a = await rowsOf<{ sent: number; scheduled: number; reach: number; read: number }>(db.execute(sql`
    select
      (select count(*)::int from ${announcements} where status = 'sent') as sent,
      (select count(*)::int from ${announcements} where status = 'scheduled') as scheduled,
      (select count(*)::int from ${notifications} where announcement_id is not null) as reach,
      (select count(*)::int from ${notifications} where announcement_id is not null and read_on is not null) as read`));
  const byType = await rowsOf<{ type: string; sent: number; read: number }>(db.execute(sql`
    select type, count(*)::int as sent, count(read_on)::int as read from ${notifications}
    where created_on >= ${since.toISOString()}::timestamptz group by type order by sent desc`));
  const t = a[0] ?? { sent: 0, scheduled: 0, reach: 0, read: 0 };
  return {
    sent: Number(t.sent), scheduled: Number(t.scheduled), reach: Number(t.reach), read: Number(t.read),
    byType: byType.map((r) => ({ Type: r.type, Sent: Number(r.sent), Read: Number(r.read) })),
  };
}

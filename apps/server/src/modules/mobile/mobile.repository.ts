import { and, asc, desc, eq, inArray, isNotNull, isNull, max, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { AppSubscriber, AppUser } from '@app/contracts/mobile';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { appContent, appDevices } from './mobile.tables.ts';

const d = appDevices;

/**
 * Inserts or refreshes a device (platform + device id): its token, version, owner and last seen. A device tied to an
 * account is refreshed only by that account (nobody else can detach it or swap its push token); an anonymous one by
 * anyone, or claimed by the account that signs in on it. Undefined when the device belongs to another account.
 */
export async function upsertDevice(db: Db, values: typeof appDevices.$inferInsert) {
  const [row] = await db
    .insert(d)
    .values(values)
    .onConflictDoUpdate({
      target: [d.platform, d.deviceId],
      set: {
        pushToken: values.pushToken, appVersion: values.appVersion, userId: values.userId ?? null, firstName: values.firstName,
        lastName: values.lastName, email: values.email, name: values.name, lastSeenOn: values.lastSeenOn,
      },
      setWhere: values.userId ? sql`${d.userId} is null or ${d.userId} = ${values.userId}` : isNull(d.userId),
    })
    .returning();
  return row;
}

const platformFilter = (p?: string) => (p ? eq(d.platform, p) : undefined);

const subscriberSpec: ListSpec = {
  searchable: [d.email, d.name, d.deviceId],
  sortable: { Platform: d.platform, EmailID: d.email, Name: d.name, DeviceID: d.deviceId, CreatedOn: d.createdOn, LastSeenOn: d.lastSeenOn },
  defaultOrder: [desc(d.createdOn)],
  tieBreaker: d.id,
};

export function listSubscribers(db: Db, q: ListQuery, platform?: string) {
  return paginate<AppSubscriber>(db, subscriberSpec, q, (where) =>
    db.select({
      ID: d.id, Platform: d.platform, EmailID: d.email, Name: d.name, DeviceID: d.deviceId, AppVersion: d.appVersion,
      CreatedOn: isoTime(d.createdOn), LastSeenOn: isoTime(d.lastSeenOn),
    }).from(d).where(where).$dynamic(), [isNull(d.userId), platformFilter(platform)]);
}

/** One row per account with devices: its names, first registration, last seen and the platform last seen on. */
export function listAppUsers(db: Db, q: ListQuery, platform?: string) {
  const lastSeen = max(d.lastSeenOn);
  const latest = (col: AnyColumn) => sql<string>`(array_agg(${col} order by ${d.lastSeenOn} desc))[1]`;
  const spec: ListSpec = {
    searchable: [sql`max(${d.firstName} || ' ' || ${d.lastName} || ' ' || ${d.email})`],
    sortable: { FirstName: sql`max(${d.firstName})`, LastName: sql`max(${d.lastName})`, Email: sql`max(${d.email})`, CreatedOn: sql`min(${d.createdOn})`, LastSeenOn: lastSeen },
    defaultOrder: [desc(lastSeen)],
    tieBreaker: d.userId,
  };
  return paginate<AppUser>(db, { ...spec, searchable: [] }, q, (where) =>
    db.select({
      UserID: sql<number>`${d.userId}`, FirstName: latest(d.firstName), LastName: latest(d.lastName), Email: latest(d.email),
      CreatedOn: isoTime(sql`min(${d.createdOn})`), LastSeenOn: isoTime(lastSeen), Platform: latest(d.platform), AppVersion: latest(d.appVersion),
      Devices: sql<number>`count(*)::int`,
    }).from(d).where(where).groupBy(d.userId).$dynamic(),
  [isNotNull(d.userId), platformFilter(platform), termOverUser(q.term)]);
}

/** The app users' search (names and e-mail of the account), as a WHERE on the device rows. */
function termOverUser(term: string | undefined): SQL | undefined {
  const t = term?.trim();
  if (!t || t.length < 2) return undefined;
  const p = `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${d.userId} in (select x.user_id from app_devices x where (x.first_name || ' ' || x.last_name || ' ' || x.email) ilike ${p})`;
}

// ------------------------------------------------------------------------------------------------ app content

const c = appContent;
const contentColumns = {
  ID: c.id, Kind: c.kind, ItemID: c.itemId, Title: c.title, Subtitle: c.subtitle, Audience: c.audience, Position: c.position, CreatedOn: isoTime(c.createdOn),
};

export function listContent(db: Db, audiences?: string[]) {
  return db.select(contentColumns).from(c).where(audiences ? inArray(c.audience, audiences) : undefined).orderBy(asc(c.position), asc(c.id));
}

export async function insertContent(db: Db, values: Omit<typeof appContent.$inferInsert, 'position'>) {
  const [row] = await db
    .insert(c)
    .values({ ...values, position: sql`(select coalesce(max(position), 0) + 1 from app_content)` })
    .onConflictDoNothing()
    .returning({ id: c.id });
  return row;
}

export async function findContent(db: Db, id: number) {
  const [row] = await db.select(contentColumns).from(c).where(eq(c.id, id)).limit(1);
  return row;
}

export async function setPositions(db: Db, ids: number[]) {
  for (const [i, id] of ids.entries()) await db.update(c).set({ position: i + 1 }).where(eq(c.id, id));
}

export async function allContentIds(db: Db): Promise<number[]> {
  return (await db.select({ id: c.id }).from(c)).map((r) => r.id);
}

export async function deleteContent(db: Db, id: number) {
  const [row] = await db.delete(c).where(and(eq(c.id, id))).returning();
  return row;
}

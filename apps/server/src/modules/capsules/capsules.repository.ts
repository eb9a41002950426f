import { and, asc, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { capsuleBadges, capsuleProgress, capsules, capsuleSubscriptionPlans, capsuleSubscriptionRequests, capsuleSubscriptions } from './capsules.tables.ts';

export type CapsuleRecord = typeof capsules.$inferSelect;
export type ProgressRecord = typeof capsuleProgress.$inferSelect;
export type BadgeRecord = typeof capsuleBadges.$inferSelect;
export type PlanRecord = typeof capsuleSubscriptionPlans.$inferSelect;
export type SubscriptionRecord = typeof capsuleSubscriptions.$inferSelect;
export type RequestRecord = typeof capsuleSubscriptionRequests.$inferSelect;

const c = capsules;
const p = capsuleProgress;
const b = capsuleBadges;

// ---------------------------------------------------------------- capsules

export async function findCapsule(db: Db, id: number) {
  const [row] = await db.select().from(capsules).where(eq(c.id, id));
  return row;
}

export async function insertCapsule(db: Db, values: typeof capsules.$inferInsert) {
  const [row] = await db.insert(capsules).values(values).returning();
  return row!;
}

export async function updateCapsule(db: Db, id: number, values: Partial<typeof capsules.$inferInsert>) {
  const [row] = await db.update(capsules).set(values).where(eq(c.id, id)).returning();
  return row;
}

const catalogueSpec: ListSpec = {
  searchable: [sql`(${c.title} || ' ' || ${c.productName} || ' ' || ${c.trackName} || ' ' || ${c.moduleName})`],
  sortable: { ID: c.id, Title: c.title, INRPrice: c.priceInr, DollarPrice: c.priceUsd, ProductName: c.productName, TrackName: c.trackName, ModuleName: c.moduleName },
  defaultOrder: [asc(c.title)],
  tieBreaker: c.id,
};

export function catalogue(db: Db, q: ListQuery, f: { product?: number; track?: number; module?: number }) {
  return paginate<CapsuleRecord>(db, catalogueSpec, q, (where) => db.select().from(capsules).where(where).$dynamic(), [
    eq(c.status, 'published'),
    f.product ? eq(c.productId, f.product) : undefined,
    f.track ? eq(c.trackId, f.track) : undefined,
    f.module ? eq(c.moduleId, f.module) : undefined,
  ]);
}

/** The product, track and module options the published catalogue has (the spec's kept options). */
export async function catalogueOptions(db: Db) {
  const rows = await db
    .selectDistinct({ productId: c.productId, productName: c.productName, trackId: c.trackId, trackName: c.trackName, moduleId: c.moduleId, moduleName: c.moduleName })
    .from(capsules)
    .where(eq(c.status, 'published'));
  const pick = (id: 'productId' | 'trackId' | 'moduleId', name: 'productName' | 'trackName' | 'moduleName') => {
    const m = new Map<number, string>();
    for (const r of rows) if (r[id] !== null) m.set(r[id], r[name]);
    return [...m].map(([ID, Title]) => ({ ID, Title })).sort((x, y) => x.Title.localeCompare(y.Title));
  };
  return { Products: pick('productId', 'productName'), Tracks: pick('trackId', 'trackName'), Modules: pick('moduleId', 'moduleName') };
}

const learners = sql<number>`(select count(*)::int from capsule_progress cp where cp.capsule_id = ${c.id})`;
const badges = sql<number>`(select count(*)::int from capsule_badges cb where cb.capsule_id = ${c.id} and cb.revoked_on is null)`;
const adminSpec: ListSpec = {
  searchable: catalogueSpec.searchable,
  sortable: { ...catalogueSpec.sortable, Status: c.status, UpdatedOn: c.updatedOn, Learners: learners, Badges: badges },
  defaultOrder: [desc(c.updatedOn)],
  tieBreaker: c.id,
};

export function adminList(db: Db, q: ListQuery, status?: string) {
  return paginate<{ ID: number; Title: string; ProductName: string; TrackName: string; ModuleName: string; INRPrice: number; DollarPrice: number; Status: 'draft' | 'published'; Learners: number; Badges: number; UpdatedOn: string }>(
    db, adminSpec, q,
    (where) => db.select({
      ID: c.id, Title: c.title, ProductName: c.productName, TrackName: c.trackName, ModuleName: c.moduleName, INRPrice: c.priceInr, DollarPrice: c.priceUsd,
      Status: sql<'draft' | 'published'>`${c.status}`, Learners: learners, Badges: badges, UpdatedOn: isoTime(c.updatedOn),
    }).from(capsules).where(where).$dynamic(),
    [status ? eq(c.status, status) : undefined],
  );
}

// ---------------------------------------------------------------- progress

export async function progressOf(db: Db, capsuleId: number, userId: number) {
  const [row] = await db.select().from(capsuleProgress).where(and(eq(p.capsuleId, capsuleId), eq(p.userId, userId)));
  return row;
}

export async function progressOfUser(db: Db, userId: number, capsuleIds: number[]) {
  if (!capsuleIds.length) return [];
  return db.select().from(capsuleProgress).where(and(eq(p.userId, userId), inArray(p.capsuleId, capsuleIds)));
}

/** The learner's row, created when missing (concurrent callers get the same row). */
export async function ensureProgress(db: Db, v: { capsuleId: number; userId: number; userName: string; userEmail: string }) {
  await db.insert(capsuleProgress).values(v).onConflictDoNothing();
  return (await progressOf(db, v.capsuleId, v.userId))!;
}

export async function updateProgress(db: Db, id: number, values: Partial<typeof capsuleProgress.$inferInsert>) {
  const [row] = await db.update(capsuleProgress).set(values).where(eq(p.id, id)).returning();
  return row!;
}

export async function progressById(db: Db, capsuleId: number, id: number) {
  const [row] = await db.select().from(capsuleProgress).where(and(eq(p.id, id), eq(p.capsuleId, capsuleId)));
  return row;
}

export const progressColumns = {
  ProgressID: p.id, CapsuleID: p.capsuleId, CapsuleName: c.title, UserID: p.userId, UserName: p.userName, UserEmail: p.userEmail,
  VideoBought: p.videoBought, VideoWatched: p.videoWatched, Test1Completed: p.test1Completed, Test2Completed: p.test2Completed,
  BadgeClaimed: p.badgeClaimed, BadgeID: b.publicId, BadgeRevoked: sql<boolean>`(${b.revokedOn} is not null)`, UpdatedOn: isoTime(p.updatedOn),
};

const progressSpec: ListSpec = {
  searchable: [sql`(${p.userName} || ' ' || ${p.userEmail})`, c.title],
  sortable: {
    ProgressID: p.id, CapsuleName: c.title, UserName: p.userName, UserEmail: p.userEmail, VideoBought: p.videoBought, Test1Completed: p.test1Completed,
    Test2Completed: p.test2Completed, BadgeClaimed: p.badgeClaimed, UpdatedOn: p.updatedOn,
  },
  defaultOrder: [desc(p.updatedOn)],
  tieBreaker: p.id,
};

export type ProgressFilters = { capsule?: number; stage?: 'bought' | 'test1' | 'test2' | 'badge' };
const stageFilter: Record<NonNullable<ProgressFilters['stage']>, SQL> = {
  bought: sql`${p.videoBought}`,
  test1: sql`${p.test1Completed}`,
  test2: sql`${p.test2Completed}`,
  badge: sql`${p.badgeClaimed}`,
};

function progressSelect(db: Db, where: SQL | undefined) {
  return db.select(progressColumns).from(capsuleProgress)
    .innerJoin(capsules, eq(c.id, p.capsuleId))
    .leftJoin(capsuleBadges, and(eq(b.capsuleId, p.capsuleId), eq(b.userId, p.userId)))
    .where(where).$dynamic();
}

export function progressReport(db: Db, q: ListQuery, f: ProgressFilters) {
  return paginate<ProgressRowRecord>(db, progressSpec, q, (where) => progressSelect(db, where), [
    f.capsule ? eq(p.capsuleId, f.capsule) : undefined,
    f.stage ? stageFilter[f.stage] : undefined,
  ]);
}
export type ProgressRowRecord = {
  ProgressID: number; CapsuleID: number; CapsuleName: string; UserID: number; UserName: string; UserEmail: string; VideoBought: boolean; VideoWatched: boolean;
  Test1Completed: boolean; Test2Completed: boolean; BadgeClaimed: boolean; BadgeID: string | null; BadgeRevoked: boolean; UpdatedOn: string;
};

/** Rows of the report in id order after `afterId` (CSV, in batches). */
export async function progressBatch(db: Db, f: ProgressFilters, afterId: number, limit: number): Promise<ProgressRowRecord[]> {
  return progressSelect(db, and(
    gt(p.id, afterId),
    f.capsule ? eq(p.capsuleId, f.capsule) : undefined,
    f.stage ? stageFilter[f.stage] : undefined,
  )).orderBy(asc(p.id)).limit(limit) as Promise<ProgressRowRecord[]>;
}

export async function progressRowsOfCapsule(db: Db, capsuleId: number) {
  return progressSelect(db, eq(p.capsuleId, capsuleId)).orderBy(asc(p.userName), asc(p.id)).limit(5000) as Promise<ProgressRowRecord[]>;
}

export async function tiles(db: Db) {
  return db.select({
    CapsuleID: c.id,
    Title: c.title,
    Buyers: sql<number>`count(${p.id}) filter (where ${p.videoBought})::int`,
    Completions: sql<number>`count(${p.id}) filter (where ${p.test2Completed})::int`,
    Badges: sql<number>`count(${p.id}) filter (where ${p.badgeClaimed})::int`,
    RevenueINR: sql<number>`coalesce(sum(${p.paidAmount}) filter (where ${p.paidCurrency} = 'INR' and ${p.videoBought}), 0)::int`,
    RevenueUSD: sql<number>`coalesce(sum(${p.paidAmount}) filter (where ${p.paidCurrency} = 'USD' and ${p.videoBought}), 0)::int`,
  }).from(capsules).leftJoin(capsuleProgress, eq(p.capsuleId, c.id)).groupBy(c.id, c.title).orderBy(asc(c.title));
}

// ---------------------------------------------------------------- badges

/** Inserts the badge unless the learner holds one for the capsule already (the unique index decides between concurrent claims). */
export async function insertBadge(db: Db, v: typeof capsuleBadges.$inferInsert) {
  const [row] = await db.insert(capsuleBadges).values(v).onConflictDoNothing().returning();
  return row;
}

export async function updateBadge(db: Db, id: number, values: Partial<typeof capsuleBadges.$inferInsert>) {
  const [row] = await db.update(capsuleBadges).set(values).where(eq(b.id, id)).returning();
  return row!;
}

export async function badgeOf(db: Db, capsuleId: number, userId: number) {
  const [row] = await db.select().from(capsuleBadges).where(and(eq(b.capsuleId, capsuleId), eq(b.userId, userId)));
  return row;
}

export async function badgeByPublicId(db: Db, publicId: string) {
  const [row] = await db.select().from(capsuleBadges).where(eq(b.publicId, publicId));
  return row;
}

export async function badgesOfUser(db: Db, userId: number) {
  return db.select({ badge: capsuleBadges, title: c.title }).from(capsuleBadges).innerJoin(capsules, eq(c.id, b.capsuleId))
    .where(eq(b.userId, userId)).orderBy(desc(b.issuedOn));
}

/** Revoked status indexes within [from, to). */
export async function revokedIndexes(db: Db, from: number, to: number) {
  const rows = await db.select({ i: b.statusIndex }).from(capsuleBadges)
    .where(and(isNotNull(b.revokedOn), sql`${b.statusIndex} >= ${from}`, sql`${b.statusIndex} < ${to}`));
  return rows.map((r) => r.i!);
}

// ---------------------------------------------------------------- subscriptions

export async function plans(db: Db) {
  return db.select().from(capsuleSubscriptionPlans).where(eq(capsuleSubscriptionPlans.active, true)).orderBy(asc(capsuleSubscriptionPlans.months));
}

export async function findPlan(db: Db, id: number) {
  const [row] = await db.select().from(capsuleSubscriptionPlans).where(eq(capsuleSubscriptionPlans.id, id));
  return row;
}

export async function insertPlan(db: Db, v: typeof capsuleSubscriptionPlans.$inferInsert) {
  const [row] = await db.insert(capsuleSubscriptionPlans).values(v).returning();
  return row!;
}

/** Every plan, for staff: active first, then by months; with its subscribers active at `now`. */
export async function adminPlans(db: Db, now: Date, id?: number) {
  const pl = capsuleSubscriptionPlans;
  const cs = capsuleSubscriptions;
  return db.select({
    ID: pl.id, Name: pl.name, Months: pl.months, INRPrice: pl.priceInr, DollarPrice: pl.priceUsd, Active: pl.active, CreatedOn: isoTime(pl.createdOn),
    Subscribers: sql<number>`count(${cs.id})::int`,
  }).from(pl)
    .leftJoin(cs, and(eq(cs.planId, pl.id), eq(cs.status, 'active'), sql`${cs.endsOn} > ${now.toISOString()}::timestamptz`))
    .where(id === undefined ? undefined : eq(pl.id, id))
    .groupBy(pl.id)
    .orderBy(desc(pl.active), asc(pl.months), asc(pl.id));
}

export async function lockPlan(db: Db, id: number) {
  const [row] = await db.select().from(capsuleSubscriptionPlans).where(eq(capsuleSubscriptionPlans.id, id)).for('update');
  return row;
}

export async function updatePlan(db: Db, id: number, v: Partial<typeof capsuleSubscriptionPlans.$inferInsert>) {
  await db.update(capsuleSubscriptionPlans).set(v).where(eq(capsuleSubscriptionPlans.id, id));
}

const s = capsuleSubscriptions;
/** The latest end of the user's active subscriptions, when it is in the future. */
export async function activeUntil(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db.select({ end: sql<string | null>`max(${s.endsOn})` }).from(capsuleSubscriptions)
    .where(and(eq(s.userId, userId), eq(s.status, 'active'), gt(s.endsOn, now), sql`${s.startsOn} <= ${now.toISOString()}`));
  return row?.end ? new Date(row.end) : null;
}

export async function insertSubscription(db: Db, v: typeof capsuleSubscriptions.$inferInsert) {
  const [row] = await db.insert(capsuleSubscriptions).values(v).onConflictDoNothing().returning();
  return row;
}

export async function lockSubscription(db: Db, id: number) {
  const [row] = await db.select().from(capsuleSubscriptions).where(eq(s.id, id)).for('update');
  return row;
}

export async function updateSubscription(db: Db, id: number, values: Partial<typeof capsuleSubscriptions.$inferInsert>) {
  const [row] = await db.update(capsuleSubscriptions).set(values).where(eq(s.id, id)).returning();
  return row!;
}

export async function subscriptionOfOrder(db: Db, orderId: number) {
  const [row] = await db.select().from(capsuleSubscriptions).where(eq(s.orderId, orderId));
  return row;
}

const subStatus = (now: Date) => sql<'active' | 'expired' | 'cancelled'>`case when ${s.status} = 'cancelled' then 'cancelled' when ${s.endsOn} <= ${now.toISOString()} then 'expired' else 'active' end`;
const subSpec: ListSpec = {
  searchable: [sql`(${s.userName} || ' ' || ${s.userEmail} || ' ' || ${s.planName})`],
  sortable: { ID: s.id, UserName: s.userName, PlanName: s.planName, StartsOn: s.startsOn, EndsOn: s.endsOn },
  defaultOrder: [desc(s.endsOn)],
  tieBreaker: s.id,
};
export function subscriptionsList(db: Db, q: ListQuery, now: Date, status?: 'active' | 'expired' | 'cancelled') {
  return paginate<SubscriptionRow>(db, subSpec, q,
    (where) => db.select(subscriptionColumns(now)).from(capsuleSubscriptions).where(where).$dynamic(),
    [status ? sql`${subStatus(now)} = ${status}` : undefined]);
}
export const subscriptionColumns = (now: Date) => ({
  ID: s.id, UserID: s.userId, UserName: s.userName, UserEmail: s.userEmail, PlanName: s.planName, StartsOn: isoTime(s.startsOn), EndsOn: isoTime(s.endsOn),
  Status: subStatus(now), Source: s.source,
});
export type SubscriptionRow = { ID: number; UserID: number; UserName: string; UserEmail: string; PlanName: string; StartsOn: string; EndsOn: string; Status: 'active' | 'expired' | 'cancelled'; Source: string };
export async function subscriptionRow(db: Db, id: number, now: Date) {
  const [row] = await db.select(subscriptionColumns(now)).from(capsuleSubscriptions).where(eq(s.id, id));
  return row as SubscriptionRow | undefined;
}

const r = capsuleSubscriptionRequests;
export const requestColumns = {
  ID: r.id, UserID: r.userId, UserName: r.userName, UserEmail: r.userEmail, PlanName: r.planName, Sponsor: r.sponsor, Note: r.note,
  Status: sql<'pending' | 'approved' | 'rejected'>`${r.status}`, CreatedOn: isoTime(r.createdOn), DecidedOn: isoTime(r.decidedOn), DecisionNote: r.decisionNote,
};
export type RequestRow = { ID: number; UserID: number; UserName: string; UserEmail: string; PlanName: string; Sponsor: string; Note: string; Status: 'pending' | 'approved' | 'rejected'; CreatedOn: string; DecidedOn: string | null; DecisionNote: string };
const reqSpec: ListSpec = {
  searchable: [sql`(${r.userName} || ' ' || ${r.userEmail} || ' ' || ${r.sponsor})`],
  sortable: { ID: r.id, UserName: r.userName, PlanName: r.planName, Status: r.status, CreatedOn: r.createdOn },
  defaultOrder: [desc(r.createdOn)],
  tieBreaker: r.id,
};
export function requestsList(db: Db, q: ListQuery, status?: string) {
  return paginate<RequestRow>(db, reqSpec, q, (where) => db.select(requestColumns).from(capsuleSubscriptionRequests).where(where).$dynamic(),
    [status ? eq(r.status, status) : undefined]);
}
export async function insertRequest(db: Db, v: typeof capsuleSubscriptionRequests.$inferInsert) {
  const [row] = await db.insert(capsuleSubscriptionRequests).values(v).onConflictDoNothing().returning({ id: r.id });
  return row?.id;
}
export async function requestRow(db: Db, id: number) {
  const [row] = await db.select(requestColumns).from(capsuleSubscriptionRequests).where(eq(r.id, id));
  return row as RequestRow | undefined;
}
export async function lockRequest(db: Db, id: number) {
  const [row] = await db.select().from(capsuleSubscriptionRequests).where(eq(r.id, id)).for('update');
  return row;
}
export async function updateRequest(db: Db, id: number, values: Partial<typeof capsuleSubscriptionRequests.$inferInsert>) {
  await db.update(capsuleSubscriptionRequests).set(values).where(eq(r.id, id));
}
export async function pendingRequestOf(db: Db, userId: number) {
  const [row] = await db.select(requestColumns).from(capsuleSubscriptionRequests).where(and(eq(r.userId, userId), eq(r.status, 'pending')));
  return row as RequestRow | undefined;
}

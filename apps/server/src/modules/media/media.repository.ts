import { and, asc, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { MediaShareKind } from '@app/contracts/media';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { marketplaceItems, mediaItems, mediaShares } from './media.tables.ts';

export type MediaRecord = typeof mediaItems.$inferSelect;
export type MarketplaceRecord = typeof marketplaceItems.$inferSelect;

/** Who is asking: the user, the groups they are in and the courses they are admitted to. */
export type Viewer = { userId: number; groupIds: number[]; courseIds: number[] };

const m = mediaItems;
// The media id spelled out with its table: in a one-table select list drizzle writes a bare "id", which inside
// this subquery would be the share row's own id.
const shareCount = sql<number>`(select count(*)::int from ${mediaShares} s where s.media_id = ${m}.${sql.identifier(m.id.name)})`;

/** Rows the viewer may see: their own, or shared with them, one of their groups, or a course they are admitted to. */
export function visibleTo(v: Viewer): SQL {
  const groups = v.groupIds.length ? v.groupIds : [0];
  const courses = v.courseIds.length ? v.courseIds : [0];
  return or(
    eq(m.ownerId, v.userId),
    sql`exists (select 1 from ${mediaShares} s where s.media_id = ${m.id} and (
      (s.kind = 'user' and s.target_id = ${v.userId})
      or (s.kind = 'group' and s.target_id in (${sql.join(groups.map((g) => sql`${g}`), sql`, `)}))
      or (s.kind = 'course' and s.target_id in (${sql.join(courses.map((c) => sql`${c}`), sql`, `)}))))`,
  )!;
}

const mediaSpec: ListSpec = {
  searchable: [sql`(${m.title} || ' ' || ${m.description} || ' ' || ${m.ownerName} || ' ' || ${m.productName} || ' ' || ${m.trackName} || ' ' || ${m.moduleName})`],
  sortable: { Title: m.title, CreatedOn: m.createdOn, UploadedBy: m.ownerName, ProductName: m.productName, ModuleName: m.moduleName, DurationSeconds: m.durationSeconds, Type: m.type },
  defaultOrder: [desc(m.createdOn)],
  tieBreaker: m.id,
};

export type MediaRow = MediaRecord & { shareCount: number };

/** A page of media under the given filters (ownership/visibility is one of them). */
export function listMedia(db: Db, q: ListQuery, filters: (SQL | undefined)[]) {
  return paginate<MediaRow & Record<string, unknown>>(
    db, mediaSpec, q,
    (where) => db.select({ ...mediaColumns, shareCount }).from(m).where(where).$dynamic(),
    filters,
  );
}

const mediaColumns = {
  id: m.id, ownerId: m.ownerId, ownerName: m.ownerName, type: m.type, title: m.title, description: m.description, fileKey: m.fileKey,
  fileName: m.fileName, contentType: m.contentType, sizeBytes: m.sizeBytes, posterKey: m.posterKey, link: m.link, thumbnailUrl: m.thumbnailUrl,
  durationSeconds: m.durationSeconds, productId: m.productId, productName: m.productName, trackId: m.trackId, trackName: m.trackName,
  moduleId: m.moduleId, moduleName: m.moduleName, marketplaceId: m.marketplaceId, createdOn: m.createdOn, updatedOn: m.updatedOn,
};

/** Tag filters of POST /media/myMediaWithShared. */
export function tagFilters(f: { Product?: number | null; Track: number[]; Modules: number[] }): (SQL | undefined)[] {
  return [
    f.Product ? eq(m.productId, f.Product) : undefined,
    f.Track.length ? inArray(m.trackId, f.Track) : undefined,
    f.Modules.length ? inArray(m.moduleId, f.Modules) : undefined,
  ];
}

export const ownedBy = (userId: number) => eq(m.ownerId, userId);

/** One item, when `where` (visibility) allows it. */
export async function findMedia(db: Db, id: number, where?: SQL): Promise<MediaRow | undefined> {
  const [row] = await db.select({ ...mediaColumns, shareCount }).from(m).where(and(eq(m.id, id), where)).limit(1);
  return row;
}

/** Of the given media ids, those inside `where` (what a viewer may open). */
export async function mediaIdsWhere(db: Db, ids: number[], where?: SQL): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.select({ id: m.id }).from(m).where(and(inArray(m.id, ids), where))).map((r) => r.id));
}

export async function insertMedia(db: Db, values: typeof mediaItems.$inferInsert): Promise<MediaRecord> {
  const [row] = await db.insert(m).values(values).returning();
  return row!;
}

/** Inserts a saved marketplace copy once per owner; the existing one when it was saved before. */
export async function insertSaved(db: Db, values: typeof mediaItems.$inferInsert): Promise<MediaRecord> {
  const [row] = await db.insert(m).values(values).onConflictDoNothing({ target: [m.ownerId, m.marketplaceId] }).returning();
  if (row) return row;
  const [old] = await db.select().from(m).where(and(eq(m.ownerId, values.ownerId), eq(m.marketplaceId, values.marketplaceId!))).limit(1);
  return old!;
}

export async function updateMedia(db: Db, id: number, values: Partial<typeof mediaItems.$inferInsert>) {
  const [row] = await db.update(m).set(values).where(eq(m.id, id)).returning();
  return row;
}

export async function deleteMedia(db: Db, id: number) {
  const [row] = await db.delete(m).where(eq(m.id, id)).returning();
  return row;
}

export function sharesOf(db: Db, mediaId: number) {
  return db
    .select({ Kind: sql<MediaShareKind>`${mediaShares.kind}`, TargetID: mediaShares.targetId, TargetName: mediaShares.targetName, CreatedOn: isoTime(mediaShares.createdOn) })
    .from(mediaShares)
    .where(eq(mediaShares.mediaId, mediaId))
    .orderBy(asc(mediaShares.kind), asc(mediaShares.targetName));
}

export async function replaceShares(db: Db, mediaId: number, rows: { kind: string; targetId: number; targetName: string }[], createdBy: number) {
  await db.delete(mediaShares).where(eq(mediaShares.mediaId, mediaId));
  if (rows.length) await db.insert(mediaShares).values(rows.map((r) => ({ ...r, mediaId, createdBy })));
}

/** Saved copies per marketplace item of one user (the marketplace list marks them). */
export async function savedOf(db: Db, userId: number, marketplaceIds: number[]): Promise<Map<number, number>> {
  if (!marketplaceIds.length) return new Map();
  const rows = await db.select({ id: m.id, mk: m.marketplaceId }).from(m).where(and(eq(m.ownerId, userId), inArray(m.marketplaceId, marketplaceIds)));
  return new Map(rows.map((r) => [r.mk!, r.id]));
}

// ------------------------------------------------------------------------------------------------ marketplace

const mk = marketplaceItems;
const marketSpec: ListSpec = {
  searchable: [sql`(${mk.topic} || ' ' || ${mk.videoName} || ' ' || ${mk.channelName} || ' ' || ${mk.seriesName})`],
  sortable: {
    Topic: mk.topic, VideoName: mk.videoName, ChannelName: mk.channelName, ExperienceLevel: mk.experienceLevel, SeriesName: mk.seriesName,
    ProductName: mk.productName, TrackName: mk.trackName, ModuleName: mk.moduleName, CreatedOn: mk.createdOn,
  },
  defaultOrder: [desc(mk.createdOn)],
  tieBreaker: mk.id,
};

export type MarketFilters = { ProductName?: string; TrackName?: string; ModuleName?: string; ExperienceLevel?: string };

export function listMarketplace(db: Db, q: ListQuery, f: MarketFilters) {
  const ci = (col: AnyColumn, v?: string) => (v ? sql`lower(${col}) = lower(${v})` : undefined);
  return paginate<MarketplaceRecord & Record<string, unknown>>(
    db, marketSpec, q,
    (where) => db.select().from(mk).where(where).$dynamic(),
    [ci(mk.productName, f.ProductName), ci(mk.trackName, f.TrackName), ci(mk.moduleName, f.ModuleName), ci(mk.experienceLevel, f.ExperienceLevel)],
  );
}

export async function findMarketplace(db: Db, id: number) {
  const [row] = await db.select().from(mk).where(eq(mk.id, id)).limit(1);
  return row;
}

export async function insertMarketplace(db: Db, rows: (typeof marketplaceItems.$inferInsert)[]) {
  return db.insert(mk).values(rows).returning();
}

export async function updateMarketplace(db: Db, id: number, values: Partial<typeof marketplaceItems.$inferInsert>) {
  const [row] = await db.update(mk).set(values).where(eq(mk.id, id)).returning();
  return row;
}

export async function deleteMarketplace(db: Db, id: number) {
  const [row] = await db.delete(mk).where(eq(mk.id, id)).returning();
  return row;
}

/** Which of these YouTube ids are already in the marketplace (other than `exceptId`). */
export async function existingYoutubeIds(db: Db, ids: string[], exceptId?: number): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ y: mk.youtubeId, id: mk.id }).from(mk).where(inArray(mk.youtubeId, ids));
  return new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.y));
}

export async function countMarketplace(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mk);
  return row?.n ?? 0;
}

import { and, asc, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ListQuery, Page } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { driveItems, driveShares, driveUploads } from './drive.tables.ts';
import { rowsOf } from '../../platform/db/rows.ts';

/** A drive row as the lists select it (the service turns it into the API item). */
export type ItemRow = {
  id: number; ownerId: number; parentId: number | null; kind: string; title: string; description: string; size: number; contentType: string;
  previewState: string; scanState: string; uploadedByName: string; createdOn: string; updatedOn: string; trashedOn: string | null; shared: boolean; canEdit: boolean;
};

/**
 * `drive_items.id` spelled out with its table: inside a select list of one table drizzle writes a column as a bare
 * "id", which in the subqueries below would mean the share row's own id (the Shared flag and edit rights were wrong).
 */
const itemId = sql`${driveItems}.${sql.identifier(driveItems.id.name)}`;
const itemOwner = sql`${driveItems}.${sql.identifier(driveItems.ownerId.name)}`;

const sharedFlag = sql<boolean>`exists (select 1 from ${driveShares} s where s.item_id = ${itemId})`;

function columns(canEdit: SQL<boolean>) {
  return {
    id: driveItems.id, ownerId: driveItems.ownerId, parentId: driveItems.parentId, kind: driveItems.kind, title: driveItems.title,
    description: driveItems.description, size: driveItems.size, contentType: driveItems.contentType, previewState: driveItems.previewState, scanState: driveItems.scanState,
    uploadedByName: driveItems.uploadedByName, createdOn: isoTime(driveItems.createdOn), updatedOn: isoTime(driveItems.updatedOn),
    trashedOn: sql<string | null>`case when ${driveItems.trashedOn} is null then null else ${isoTime(driveItems.trashedOn)} end`,
    shared: sharedFlag, canEdit,
  };
}

const spec: ListSpec = {
  searchable: [driveItems.title],
  sortable: { Title: sql`lower(${driveItems.title})`, CreatedOn: driveItems.createdOn, Size: driveItems.size, Type: driveItems.contentType },
  // Folders first, then by name.
  defaultOrder: [sql`(${driveItems.kind} = 'folder') desc`, sql`lower(${driveItems.title})`],
  tieBreaker: driveItems.id,
};

/** Shared with the user or one of their groups (the condition on a share row `s`). */
function shareToMe(userId: number, groupIds: number[]): SQL {
  return groupIds.length ? sql`(s.user_id = ${userId} or s.group_id in ${groupIds})` : sql`s.user_id = ${userId}`;
}

/** Items of one folder, or the top level of `ownerId`'s drive; not in the trash. */
export function listFolder(db: Db, q: ListQuery, f: { ownerId?: number; folderId: number | null; canEdit: boolean }): Promise<Page<ItemRow>> {
  const filters = [
    isNull(driveItems.trashedOn),
    f.folderId === null ? isNull(driveItems.parentId) : eq(driveItems.parentId, f.folderId),
    f.ownerId !== undefined ? eq(driveItems.ownerId, f.ownerId) : undefined,
  ];
  const canEdit = f.canEdit ? sql<boolean>`true` : sql<boolean>`false`;
  return paginate<ItemRow>(db, spec, q, (where) => db.select(columns(canEdit)).from(driveItems).where(where).$dynamic(), filters);
}

/** The top level of a user's drive together with the items shared with them directly or through their groups. */
export function listWithShared(db: Db, q: ListQuery, userId: number, groupIds: number[]): Promise<Page<ItemRow>> {
  const mine = and(eq(driveItems.ownerId, userId), isNull(driveItems.parentId));
  const sharedToMe = sql`(${driveItems.ownerId} <> ${userId} and exists (select 1 from ${driveShares} s where s.item_id = ${driveItems.id} and ${shareToMe(userId, groupIds)}))`;
  const canEdit = sql<boolean>`(${itemOwner} = ${userId} or exists (select 1 from ${driveShares} s where s.item_id = ${itemId} and s.can_edit and ${shareToMe(userId, groupIds)}))`;
  return paginate<ItemRow>(db, spec, q, (where) => db.select(columns(canEdit)).from(driveItems).where(where).$dynamic(), [
    isNull(driveItems.trashedOn),
    sql`(${mine} or ${sharedToMe})`,
  ]);
}

/** The roots of a user's trash (the items they deleted), newest first by default. */
export function listTrash(db: Db, q: ListQuery, ownerId: number): Promise<Page<ItemRow>> {
  return paginate<ItemRow>(
    db, { ...spec, defaultOrder: [desc(driveItems.trashedOn)] }, q,
    (where) => db.select(columns(sql<boolean>`true`)).from(driveItems).where(where).$dynamic(),
    [eq(driveItems.ownerId, ownerId), eq(driveItems.trashRoot, true)],
  );
}

export async function itemRow(db: Db, id: number): Promise<ItemRow | undefined> {
  const [row] = await db.select(columns(sql<boolean>`true`)).from(driveItems).where(eq(driveItems.id, id));
  return row;
}

export async function itemRecord(db: Db, id: number) {
  const [row] = await db.select().from(driveItems).where(eq(driveItems.id, id));
  return row;
}
export type ItemRecord = NonNullable<Awaited<ReturnType<typeof itemRecord>>>;

/**
 * The item with its folders above it (nearest first), and the strongest share the user has on any of them:
 * 'edit', 'read' or null. Shares on a folder reach everything in it.
 */
export async function ancestryAndShare(db: Db, id: number, userId: number, groupIds: number[]) {
  const res = await rowsOf<{ id: number; title: string; depth: number; share: string | null }>(db.execute(sql`
    with recursive up(id, parent_id, title, depth) as (
      select id, parent_id, title, 0 from ${driveItems} where id = ${id}
      union all
      select d.id, d.parent_id, d.title, up.depth + 1 from ${driveItems} d join up on d.id = up.parent_id where up.depth < 64
    )
    select up.id, up.title, up.depth,
      (select case when bool_or(s.can_edit) then 'edit' else 'read' end from ${driveShares} s where s.item_id = up.id and ${shareToMe(userId, groupIds)}
       having count(*) > 0) as share
    from up order by up.depth`));
  return res.map((r) => ({ id: Number(r.id), title: r.title, depth: Number(r.depth), share: r.share as 'edit' | 'read' | null }));
}

export async function insertItem(db: Db, v: typeof driveItems.$inferInsert) {
  const [row] = await db.insert(driveItems).values(v).returning({ id: driveItems.id });
  return row!.id;
}

export async function updateItem(db: Db, id: number, v: Partial<typeof driveItems.$inferInsert>, now: Date) {
  await db.update(driveItems).set({ ...v, updatedOn: now }).where(eq(driveItems.id, id));
}

/** Ids of the item and everything under it. */
export async function subtreeIds(db: Db, id: number): Promise<number[]> {
  const res = await rowsOf<{ id: number }>(db.execute(sql`
    with recursive down(id) as (select ${id}::int union all select d.id from ${driveItems} d join down on d.parent_id = down.id)
    select id from down`));
  return res.map((r) => Number(r.id));
}

export async function setTrashed(db: Db, ids: number[], rootId: number, when: Date | null) {
  if (!ids.length) return;
  await db.update(driveItems).set({ trashedOn: when, trashRoot: false }).where(inArray(driveItems.id, ids));
  if (when) await db.update(driveItems).set({ trashRoot: true }).where(eq(driveItems.id, rootId));
}

/** Bytes a user keeps (files, trash included) plus bytes reserved by their uploads in progress. */
export async function usage(db: Db, ownerId: number) {
  const res = await rowsOf<{ kept: string; trash: string; reserved: string }>(db.execute(sql`
    select
      (select coalesce(sum(size), 0) from ${driveItems} where owner_id = ${ownerId} and kind = 'file') as kept,
      (select coalesce(sum(size), 0) from ${driveItems} where owner_id = ${ownerId} and kind = 'file' and trashed_on is not null) as trash,
      (select coalesce(sum(size), 0) from ${driveUploads} where owner_id = ${ownerId}) as reserved`));
  const r = res[0]!;
  return { kept: Number(r.kept), trash: Number(r.trash), reserved: Number(r.reserved) };
}

/** Serializes quota decisions of one owner within the transaction (two uploads starting together). */
export async function lockOwner(db: Db, ownerId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(72031, ${ownerId})`);
}

export async function insertUpload(db: Db, v: typeof driveUploads.$inferInsert) {
  await db.insert(driveUploads).values(v);
}
export async function uploadById(db: Db, id: string) {
  const [row] = await db.select().from(driveUploads).where(eq(driveUploads.id, id));
  return row;
}
export async function deleteUpload(db: Db, id: string) {
  await db.delete(driveUploads).where(eq(driveUploads.id, id));
}
export async function staleUploads(db: Db, before: Date) {
  return db.select({ id: driveUploads.id }).from(driveUploads).where(lt(driveUploads.createdOn, before));
}

export async function sharesOf(db: Db, itemId: number) {
  return db.select().from(driveShares).where(eq(driveShares.itemId, itemId)).orderBy(asc(driveShares.id));
}
export async function replaceShares(db: Db, itemId: number, rows: { userId: number | null; groupId: number | null; canEdit: boolean }[], by: number) {
  await db.delete(driveShares).where(eq(driveShares.itemId, itemId));
  if (rows.length) await db.insert(driveShares).values(rows.map((r) => ({ ...r, itemId, createdBy: by })));
}

/** Items waiting for a preview, oldest first. */
export async function pendingPreviews(db: Db, limit: number) {
  return db.select().from(driveItems).where(eq(driveItems.previewState, 'pending')).orderBy(asc(driveItems.id)).limit(limit);
}

/** Trash roots older than `before`. */
export async function expiredTrashRoots(db: Db, before: Date) {
  return db.select({ id: driveItems.id }).from(driveItems).where(and(eq(driveItems.trashRoot, true), lt(driveItems.trashedOn, before))).limit(200);
}
export async function keysOf(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ storageKey: driveItems.storageKey, previewKey: driveItems.previewKey }).from(driveItems).where(inArray(driveItems.id, ids));
}
export async function deleteItem(db: Db, id: number) {
  await db.delete(driveItems).where(eq(driveItems.id, id));
}

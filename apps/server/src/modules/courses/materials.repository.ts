import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { materials } from './materials.tables.ts';

export type MaterialRecord = typeof materials.$inferSelect;
export type NewMaterial = typeof materials.$inferInsert;

const live = isNull(materials.deletedOn);
const spec: ListSpec = {
  searchable: [materials.name, materials.createdByName],
  sortable: { ID: materials.id, Name: materials.name, Kind: materials.kind, CreatedByName: materials.createdByName, CreatedOn: materials.createdOn, ExpectedSeconds: materials.expectedSeconds },
  defaultOrder: [sql`${materials.createdOn} desc`],
  tieBreaker: materials.id,
};

export function listMaterials(db: Db, query: ListQuery, filter: { kind?: string }) {
  return paginate<{ ID: number; Name: string; Kind: string; Link: string | null; Description: string; ExpectedSeconds: number; FileName: string | null; FileSize: number | null; ContentType: string | null; CreatedByName: string; CreatedOn: string }>(
    db,
    spec,
    query,
    (where) =>
      db
        .select({
          ID: materials.id, Name: materials.name, Kind: materials.kind, Link: materials.link, Description: materials.description,
          ExpectedSeconds: materials.expectedSeconds, FileName: materials.fileName, FileSize: materials.fileSize, ContentType: materials.contentType,
          CreatedByName: materials.createdByName, CreatedOn: isoTime(materials.createdOn),
        })
        .from(materials)
        .where(where)
        .$dynamic(),
    [live, filter.kind ? eq(materials.kind, filter.kind) : undefined],
  );
}

export async function findMaterial(db: Db, id: number) {
  const [row] = await db.select().from(materials).where(and(live, eq(materials.id, id)));
  return row;
}

export async function insertMaterial(db: Db, values: NewMaterial) {
  const [row] = await db.insert(materials).values(values).returning();
  return row!;
}

export async function updateMaterial(db: Db, id: number, values: Partial<NewMaterial>) {
  const [row] = await db.update(materials).set(values).where(and(live, eq(materials.id, id))).returning();
  return row;
}

export async function softDeleteMaterial(db: Db, id: number, now: Date) {
  const rows = await db.update(materials).set({ deletedOn: now }).where(and(live, eq(materials.id, id))).returning({ id: materials.id });
  return rows.length > 0;
}

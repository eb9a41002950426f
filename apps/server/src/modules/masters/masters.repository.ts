import { and, count, eq, sql } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { MasterEntry, MasterType } from '@app/contracts/masters';
import type { Db } from '../../platform/db/client.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { masters } from './masters.tables.ts';

const spec: ListSpec = {
  searchable: [masters.title],
  sortable: { ID: masters.id, Title: masters.title },
  defaultOrder: [sql`lower(${masters.title})`],
  tieBreaker: masters.id,
};

export function listEntries(db: Db, type: MasterType, query: ListQuery) {
  return paginate<MasterEntry>(
    db,
    spec,
    query,
    (where) => db.select({ ID: masters.id, Title: masters.title }).from(masters).where(where).$dynamic(),
    [eq(masters.type, sql.placeholder('type'))],
    { name: 'masters', params: { type } },
  );
}

export async function countByType(db: Db) {
  return db.select({ type: masters.type, count: count() }).from(masters).groupBy(masters.type);
}

/** Inserts; undefined when the title exists in the type (case-insensitive unique index). */
export async function insertEntry(db: Db, type: MasterType, title: string) {
  const [row] = await db.insert(masters).values({ type, title }).onConflictDoNothing().returning({ ID: masters.id, Title: masters.title });
  return row;
}

export async function insertMany(db: Db, rows: { type: MasterType; title: string }[]) {
  if (rows.length) await db.insert(masters).values(rows).onConflictDoNothing();
}

export async function findEntry(db: Db, type: MasterType, id: number) {
  const [row] = await db.select({ ID: masters.id, Title: masters.title }).from(masters).where(and(eq(masters.type, type), eq(masters.id, id)));
  return row;
}

export async function findByTitle(db: Db, type: MasterType, title: string) {
  const [row] = await db
    .select({ ID: masters.id })
    .from(masters)
    .where(and(eq(masters.type, type), sql`lower(${masters.title}) = ${title.toLowerCase()}`));
  return row;
}

export async function renameEntry(db: Db, type: MasterType, id: number, title: string) {
  const [row] = await db
    .update(masters)
    .set({ title })
    .where(and(eq(masters.type, type), eq(masters.id, id)))
    .returning({ ID: masters.id, Title: masters.title });
  return row;
}

/** Deletes; the deleted entry, or undefined when there was none. */
export async function deleteEntry(db: Db, type: MasterType, id: number) {
  const [row] = await db.delete(masters).where(and(eq(masters.type, type), eq(masters.id, id))).returning({ ID: masters.id, Title: masters.title });
  return row;
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { courses } from './courses.tables.ts';
import { instanceReveals, instances } from './instances.tables.ts';

export type InstanceRecord = typeof instances.$inferSelect;

const spec: ListSpec = {
  searchable: [instances.userName, courses.title, instances.loginId, instances.url],
  sortable: { LearnerName: instances.userName, CourseName: courses.title, UserID: instances.loginId, URL: instances.url, UpdatedOn: instances.updatedOn },
  defaultOrder: [sql`${instances.updatedOn} desc`],
  tieBreaker: instances.id,
};

const rowColumns = {
  ID: instances.id, LearnerID: instances.userId, LearnerName: instances.userName, CourseID: instances.courseId, CourseName: courses.title,
  URL: instances.url, UserID: instances.loginId, Password: sql<'********'>`'********'`, UpdatedOn: isoTime(instances.updatedOn),
};
type Row = { ID: number; LearnerID: number; LearnerName: string; CourseID: number; CourseName: string; URL: string; UserID: string; Password: '********'; UpdatedOn: string };

export function listInstances(db: Db, query: ListQuery, f: { courseId?: number; userId?: number }) {
  return paginate<Row>(
    db,
    spec,
    query,
    (where) => db.select(rowColumns).from(instances).innerJoin(courses, eq(courses.id, instances.courseId)).where(where).$dynamic(),
    [f.courseId ? eq(instances.courseId, f.courseId) : undefined, f.userId ? eq(instances.userId, f.userId) : undefined],
  );
}

export async function instanceRow(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.select(rowColumns).from(instances).innerJoin(courses, eq(courses.id, instances.courseId)).where(eq(instances.id, id));
  return row as Row | undefined;
}

export async function findInstance(db: Db, id: number) {
  const [row] = await db.select().from(instances).where(eq(instances.id, id));
  return row;
}

export async function insertInstance(db: Db, values: typeof instances.$inferInsert) {
  const [row] = await db.insert(instances).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateInstance(db: Db, id: number, values: Partial<typeof instances.$inferInsert>) {
  const [row] = await db.update(instances).set(values).where(eq(instances.id, id)).returning();
  return row;
}

export async function deleteInstance(db: Db, id: number) {
  const rows = await db.delete(instances).where(eq(instances.id, id)).returning({ id: instances.id });
  return rows.length > 0;
}

export async function logReveal(db: Db, values: typeof instanceReveals.$inferInsert) {
  await db.insert(instanceReveals).values(values);
}

export function revealsOf(db: Db, instanceId: number) {
  return db
    .select({ RevealedBy: instanceReveals.revealedBy, Ip: instanceReveals.ip, CreatedOn: isoTime(instanceReveals.createdOn) })
    .from(instanceReveals)
    .where(and(eq(instanceReveals.instanceId, instanceId)))
    .orderBy(desc(instanceReveals.createdOn), desc(instanceReveals.id));
}

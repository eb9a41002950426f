import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { GroupMemberRow, GroupRow } from '@app/contracts/groups';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { userGroupMembers, userGroups } from './groups.tables.ts';
import { rowsOf } from '../../platform/db/rows.ts';

const memberCount = sql<number>`(select count(*)::int from ${userGroupMembers} m where m.group_id = ${userGroups.id})`;

const groupColumns = {
  ID: userGroups.id,
  Name: userGroups.name,
  Description: userGroups.description,
  CourseID: userGroups.courseId,
  CourseTitle: userGroups.courseTitle,
  MemberCount: memberCount,
  CreatedOn: isoTime(userGroups.createdOn),
};
export type GroupRecord = Omit<GroupRow, 'RuleMembers'>;

const groupsSpec: ListSpec = {
  searchable: [userGroups.name],
  sortable: { Name: sql`lower(${userGroups.name})`, CreatedOn: userGroups.createdOn },
  defaultOrder: [sql`lower(${userGroups.name})`],
  tieBreaker: userGroups.id,
};

export function listGroups(db: Db, query: ListQuery) {
  return paginate<GroupRecord>(db, groupsSpec, query, (where) => db.select(groupColumns).from(userGroups).where(where).$dynamic());
}

export async function groupById(db: Db, id: number): Promise<GroupRecord | undefined> {
  const [row] = await db.select(groupColumns).from(userGroups).where(eq(userGroups.id, id));
  return row;
}

/** Inserts a group; undefined when the name is taken (case-insensitively). */
export async function insertGroup(db: Db, v: typeof userGroups.$inferInsert) {
  const [row] = await db.insert(userGroups).values(v).onConflictDoNothing().returning({ id: userGroups.id });
  return row;
}

export async function nameTaken(db: Db, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(sql`lower(${userGroups.name}) = lower(${name})`, exceptId ? sql`${userGroups.id} <> ${exceptId}` : undefined));
  return !!row;
}

export async function updateGroup(db: Db, id: number, v: Partial<typeof userGroups.$inferInsert>, now: Date) {
  const [row] = await db.update(userGroups).set({ ...v, updatedOn: now }).where(eq(userGroups.id, id)).returning({ id: userGroups.id });
  return row;
}

export async function deleteGroup(db: Db, id: number) {
  const [row] = await db.delete(userGroups).where(eq(userGroups.id, id)).returning({ id: userGroups.id, name: userGroups.name });
  return row;
}

/** Groups the user was added to by hand or CSV, and every group with a course rule over `courseIds`. */
export async function groupIdsOf(db: Db, userId: number, courseIds: number[]): Promise<number[]> {
  const byRule: SQL = courseIds.length ? sql`or g.course_id in ${courseIds}` : sql``;
  const rows = await rowsOf<{ id: number }>(db.execute(sql`
    select g.id from ${userGroups} g
    where exists (select 1 from ${userGroupMembers} m where m.group_id = g.id and m.user_id = ${userId}) ${byRule}
    order by g.id`));
  return rows.map((r) => Number(r.id));
}

export async function pick(db: Db, term: string | undefined, onlyIds: number[] | null) {
  const t = term?.trim();
  return db
    .select({ ID: userGroups.id, Name: userGroups.name, MemberCount: memberCount })
    .from(userGroups)
    .where(and(
      t ? sql`${userGroups.name} ILIKE ${`%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
      onlyIds ? inArray(userGroups.id, onlyIds.length ? onlyIds : [0]) : undefined,
    ))
    .orderBy(sql`lower(${userGroups.name})`, asc(userGroups.id))
    .limit(50);
}

export function memberRows(db: Db, groupId: number) {
  return db
    .select({
      UserID: userGroupMembers.userId, Name: userGroupMembers.userName, Email: userGroupMembers.userEmail, Role: userGroupMembers.userRole,
      Source: sql<GroupMemberRow['Source']>`${userGroupMembers.source}`, AddedOn: isoTime(userGroupMembers.addedOn),
    })
    .from(userGroupMembers)
    .where(eq(userGroupMembers.groupId, groupId))
    .orderBy(asc(userGroupMembers.userName), asc(userGroupMembers.userId));
}

export async function memberIdsAmong(db: Db, groupId: number, userIds: number[]) {
  const rows = await db
    .select({ id: userGroupMembers.userId })
    .from(userGroupMembers)
    .where(and(eq(userGroupMembers.groupId, groupId), inArray(userGroupMembers.userId, userIds.length ? userIds : [0])));
  return new Set(rows.map((r) => r.id));
}

export async function insertMembers(db: Db, rows: (typeof userGroupMembers.$inferInsert)[]) {
  if (!rows.length) return 0;
  const out = await db.insert(userGroupMembers).values(rows).onConflictDoNothing().returning({ id: userGroupMembers.userId });
  return out.length;
}

export async function deleteMember(db: Db, groupId: number, userId: number) {
  const [row] = await db
    .delete(userGroupMembers)
    .where(and(eq(userGroupMembers.groupId, groupId), eq(userGroupMembers.userId, userId)))
    .returning({ name: userGroupMembers.userName });
  return row;
}

export async function countGroups(db: Db) {
  const [row] = await db.select({ n: count() }).from(userGroups);
  return row?.n ?? 0;
}

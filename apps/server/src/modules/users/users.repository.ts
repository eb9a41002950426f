import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import { staffRoles } from '@app/contracts/roles';
import type { UserRow } from '@app/contracts/users';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { pageItems, paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { users } from './users.tables.ts';

export type UserRecord = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Name, email, role and state of several users: one query. */
export function userSummaries(db: Db, ids: number[]) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role, active: users.active })
    .from(users)
    .where(inArray(users.id, ids.length ? ids : [0]));
}

/** Inserts a user; undefined when the email is already taken. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRecord | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedOn: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Stamps a new invitation on an active account whose invitation is still pending; undefined otherwise (the
 * condition is in the update, so a password chosen or a deactivation in the meantime wins).
 */
export async function renewInvitation(db: Db, id: number, now: Date) {
  const [row] = await db
    .update(users)
    .set({ invitedOn: now, updatedOn: new Date() })
    .where(and(eq(users.id, id), isNotNull(users.invitedOn), eq(users.active, true)))
    .returning();
  return row;
}

const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
const usersList: ListSpec = {
  // first name, last name and email, lower-cased (stored; migration 0049)
  searchable: [users.searchText],
  lowerCased: true,
  bigramIndex: 'users_search_bigrams',
  deepPagesByKey: true,
  seek: { column: users.createdOn, desc: true, field: 'ID' },
  defaultOrderIndexed: true,
  sortable: {
    ID: users.id,
    FirstName: users.firstName,
    LastName: users.lastName,
    Email: users.email,
    Role: users.role,
    CreatedOn: users.createdOn,
    Name: fullName,
  },
  defaultOrder: [sql`${users.createdOn} desc`],
  // The same order, which no index gives: a rare term's matches are read and sorted (list-query.ts, rareTerm).
  unindexedOrder: [sql`(${users.createdOn} + interval '0 s') desc`],
  tieBreaker: users.id,
};

type UsersFilter = { role?: string; active?: boolean };

export function listUsers(db: Db, query: ListQuery, filter: UsersFilter) {
  return paginate<UserRow>(db, usersList, query, usersSelect(db), usersFilters(filter));
}

/** The rows of a page of the list alone, not counted (pickers). */
export function pickUsers(db: Db, query: ListQuery, filter: UsersFilter) {
  return pageItems<UserRow>(db, usersList, query, usersSelect(db), usersFilters(filter));
}

function usersSelect(db: Db) {
  return (where: SQL | undefined) =>
    db
      .select({
        ID: users.id,
        FirstName: users.firstName,
        LastName: users.lastName,
        Email: users.email,
        Phone: sql<string>`trim(${users.countryCode} || ' ' || ${users.mobileNumber})`,
        Role: users.role,
        Active: users.active,
        CreatedOn: isoTime(users.createdOn),
        InvitePending: sql<boolean>`(${users.invitedOn} is not null)`,
        // to_char of null is null: no pending invitation.
        InvitedOn: sql<string | null>`${isoTime(users.invitedOn)}`,
      })
      .from(users)
      .where(where)
      .$dynamic();
}

function usersFilters(filter: UsersFilter) {
  return [
    // Staff as a list of roles, not `<> 'Trainee'`: an index answers IN, not a negation (a million learners).
    filter.role === 'staff' ? inArray(users.role, [...staffRoles]) : filter.role ? eq(users.role, filter.role) : undefined,
    filter.active === undefined ? undefined : eq(users.active, filter.active),
  ];
}


export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
  return row?.n ?? 0;
}

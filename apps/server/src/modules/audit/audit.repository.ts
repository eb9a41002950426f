import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditActorChoice, AuditEntry } from '@app/contracts/audit';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, termFilter, type ListSpec } from '../../platform/http/list-query.ts';
import type { ListQuery } from '@app/contracts/list';
import { users } from '../users/users.tables.ts';
import { auditLog } from './audit.tables.ts';

export type NewAuditRow = typeof auditLog.$inferInsert;

/** The filters of the list and the download, resolved (days as UTC instants, `to` exclusive). */
export type AuditFilters = {
  actorId?: number;
  actionPrefix?: string;
  entityType?: string;
  entityId?: string;
  from?: Date;
  toExclusive?: Date;
};

const searchText = sql`(${auditLog.summary} || ' ' || ${auditLog.action} || ' ' || ${auditLog.actorName} || ' ' || ${auditLog.actorEmail})`;

const spec: ListSpec = {
  // One expression, the one the trigram index is built on.
  searchable: [searchText],
  sortable: { OccurredOn: auditLog.occurredOn, Action: auditLog.action, ActorName: auditLog.actorName, EntityType: auditLog.entityType },
  defaultOrder: [sql`${auditLog.occurredOn} desc`, sql`${auditLog.id} desc`],
  tieBreaker: auditLog.id,
};

const columns = {
  ID: auditLog.id,
  OccurredOn: isoTime(auditLog.occurredOn),
  ActorUserID: auditLog.actorUserId,
  ActorName: auditLog.actorName,
  ActorEmail: auditLog.actorEmail,
  ActorRole: auditLog.actorRole,
  Action: auditLog.action,
  EntityType: auditLog.entityType,
  EntityID: auditLog.entityId,
  Before: auditLog.before,
  After: auditLog.after,
  RequestID: auditLog.requestId,
  IP: auditLog.ip,
  Summary: auditLog.summary,
};

/** LIKE pattern matching text that starts with `prefix` literally. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: AuditFilters): (SQL | undefined)[] {
  return [
    f.actorId !== undefined ? eq(auditLog.actorUserId, f.actorId) : undefined,
    f.actionPrefix ? sql`${auditLog.action} like ${startsWith(f.actionPrefix)}` : undefined,
    f.entityType ? eq(auditLog.entityType, f.entityType) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.from ? gte(auditLog.occurredOn, f.from) : undefined,
    f.toExclusive ? lt(auditLog.occurredOn, f.toExclusive) : undefined,
  ];
}

export async function insertEntry(db: Db, row: NewAuditRow) {
  await db.insert(auditLog).values(row);
}

/** An entry whose before, after and summary are SQL expressions over the rows of a caller's statement (`entryInsertSql`). */
export type SqlEntry = Omit<NewAuditRow, 'actorName' | 'actorEmail' | 'entityId' | 'before' | 'after' | 'summary'> & { occurredOn: Date; entityId?: string | null | SQL; before: SQL; after: SQL; summary: SQL };

/**
 * The INSERT of an entry naming its actor as their account reads now (name and email read from `users` by the
 * INSERT itself), one entry per row of `from`: for a change made in one statement, whose entry goes in with it as
 * one of its data-modifying CTEs. 'System' for no actor; empty for an id with no account.
 */
export function entryInsertSql(row: SqlEntry, from: SQL): SQL {
  const actor = row.actorUserId ?? null;
  return sql`
    insert into audit_log (occurred_on, actor_user_id, actor_role, actor_name, actor_email, action, entity_type, entity_id, before, after, request_id, ip, summary)
    select ${row.occurredOn.toISOString()}::timestamptz, ${actor}::int, ${row.actorRole ?? null}, ${actor === null ? sql`'System'` : sql`coalesce(btrim(${users.firstName} || ' ' || ${users.lastName}, E' \t\n\r\f\v'), '')`},
      ${actor === null ? sql`''` : sql`coalesce(${users.email}, '')`}, ${row.action}, ${row.entityType}, ${row.entityId ?? null}, ${row.before}, ${row.after},
      ${row.requestId ?? null}, ${row.ip ?? null}, left(${row.summary}, 1000)
    from ${from} left join ${users} on ${users.id} = ${actor}::int`;
}

/** Inserts an entry naming its actor as their account reads now (see `entryInsertSql`). */
export async function insertEntryNamingActor(db: Db, row: Omit<NewAuditRow, 'actorName' | 'actorEmail'> & { occurredOn: Date }) {
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  await db.execute(entryInsertSql({ ...row, before: sql`${json(row.before)}::jsonb`, after: sql`${json(row.after)}::jsonb`, summary: sql`${row.summary ?? ''}::text` }, sql`(select 1) as one`));
}

export function listEntries(db: Db, query: ListQuery, f: AuditFilters) {
  return paginate<AuditEntry>(db, spec, query, (w) => db.select(columns).from(auditLog).where(w).$dynamic(), where(f));
}

/**
 * One batch of the download, newest first: `limit` entries older than `beforeId` (keyset paging by id, which
 * grows with every insert, so a deep batch costs what the first does).
 */
export async function downloadBatch(db: Db, f: AuditFilters, term: string | undefined, beforeId: number | undefined, limit: number) {
  return db
    .select(columns)
    .from(auditLog)
    .where(and(...where(f), termFilter(spec, term), beforeId !== undefined ? lt(auditLog.id, beforeId) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(limit) as unknown as Promise<AuditEntry[]>;
}

/**
 * Every staff member in the log with the name, email and role of their latest entry: a loose index scan over
 * (actor_user_id, id), one probe per actor, so it costs the number of actors rather than of entries.
 */
export async function actors(db: Db, limit: number): Promise<AuditActorChoice[]> {
  const result = await db.execute(sql`
    with recursive ids(id) as (
      (select ${auditLog.actorUserId} from ${auditLog} where ${auditLog.actorUserId} is not null order by ${auditLog.actorUserId} limit 1)
      union all
      select (select a.actor_user_id from audit_log a where a.actor_user_id > ids.id order by a.actor_user_id limit 1)
      from ids where ids.id is not null
    )
    select ids.id as "ID", latest.actor_name as "Name", latest.actor_email as "Email", latest.actor_role as "Role"
    from ids
    cross join lateral (
      select a.actor_name, a.actor_email, a.actor_role from audit_log a where a.actor_user_id = ids.id order by a.id desc limit 1
    ) latest
    where ids.id is not null
    order by lower(latest.actor_name), ids.id
    limit ${limit}`);
  return (result as unknown as { rows: AuditActorChoice[] }).rows.map((r) => ({ ...r, ID: Number(r.ID) }));
}

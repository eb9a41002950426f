import type { Readable } from 'node:stream';
import { is, sql, SQL } from 'drizzle-orm';
import {
  AUDIT_CSV_MAX_ROWS, type AuditDownloadQuery, type AuditEntry, type AuditListQuery, type AuditValues,
} from '@app/contracts/audit';
import type { CsvValue } from '@app/contracts/csv';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { csvStream } from '../../platform/http/csv.ts';
import * as repo from './audit.repository.ts';

/**
 * Who made a change: a staff member through a request (an `Actor` from `requireActor(request)` is one), or the
 * system (`SYSTEM_ACTOR`). Request id and address are absent for work not done through a request.
 */
export type AuditActor = {
  userId: number | null;
  role?: string | null;
  requestId?: string | null;
  ip?: string | null;
};

/** A change made by the system itself (a scheduled job, a migration of data): no staff member. */
export const SYSTEM_ACTOR: AuditActor = { userId: null, role: null };

/** What changed: the action, the record, its changed fields before and after, and one line for people. */
export type AuditChange = {
  /** `<area>.<verb>`, e.g. `users.role.change` (contracts: auditActions); a new area just uses its own. */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  /** The fields the action is about, before it; omit (null) when it created the record. */
  before?: AuditValues | null;
  /** The same fields after it; omit (null) when it removed the record. */
  after?: AuditValues | null;
  /** One line in English naming who or what changed how, e.g. "Changed the role of Ana Ruiz from Mentor to Editor". */
  summary: string;
};

/**
 * What the audit log was given of the users module: the actor's name and email. `record` now reads them in its INSERT
 * (one round trip instead of two); the port stays in the signature for the callers that pass it.
 */
export type AuditUsersPort = {
  summaries(ids: number[], db: Db): Promise<{ id: number; firstName: string; lastName: string; email: string }[]>;
};

export type AuditService = ReturnType<typeof createAuditService>;

/** Rows read per batch of a CSV download. */
const CSV_BATCH = 1000;
/** At most this many actors are offered by the filter. */
const MAX_ACTORS = 500;

/** A day `YYYY-MM-DD` as its first instant in UTC, `days` days later. */
function dayStart(day: string, days = 0): Date {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

/** The list's and the download's filters, checked: 400 for a day that does not exist or a range that ends before it starts. */
function filtersOf(q: Omit<AuditDownloadQuery, 'term'>): repo.AuditFilters {
  const from = q.from ? dayStart(q.from) : undefined;
  const toExclusive = q.to ? dayStart(q.to, 1) : undefined;
  if (from && Number.isNaN(from.getTime())) throw badRequest('Not a valid date', 'query.from');
  if (toExclusive && Number.isNaN(toExclusive.getTime())) throw badRequest('Not a valid date', 'query.to');
  if (from && toExclusive && toExclusive <= from) throw badRequest('The last day is before the first day', 'query.to');
  return { actorId: q.actorId, actionPrefix: q.action, entityType: q.entityType, entityId: q.entityId, from, toExclusive };
}

const CSV_HEADER = ['ID', 'When (UTC)', 'Actor ID', 'Actor', 'Actor email', 'Actor role', 'Action', 'Record type', 'Record ID', 'Summary', 'Before', 'After', 'Request ID', 'IP'];

function csvRow(e: AuditEntry): CsvValue[] {
  const json = (v: AuditValues | null) => (v === null ? '' : JSON.stringify(v));
  return [e.ID, e.OccurredOn, e.ActorUserID, e.ActorName, e.ActorEmail, e.ActorRole, e.Action, e.EntityType, e.EntityID, e.Summary, json(e.Before), json(e.After), e.RequestID, e.IP];
}

/**
 * The staff audit log (DESIGN section 9). `record` is the one way in: called by a service with the handle of the
 * transaction that makes the change, so the entry commits with it or not at all. Reading is for the top admin.
 */
export function createAuditService(ctx: AppContext, _deps: { users: () => AuditUsersPort }) {
  /** The fields of an entry that come from who acted and on what, alike for both ways of writing one. */
  function entryRow(actor: AuditActor, change: Pick<AuditChange, 'action' | 'entityType' | 'entityId'>) {
    return {
      occurredOn: ctx.now(),
      actorUserId: actor.userId,
      actorRole: actor.role ?? null,
      action: change.action,
      entityType: change.entityType,
      entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
      requestId: actor.requestId ?? null,
      ip: actor.ip ?? null,
    };
  }

  /**
   * Writes one entry in `db`, which must be the transaction of the change (`ctx.db.transaction(async (tx) =>
   * { ...change...; await audit.record(tx, actor, {...}) })`): if the change rolls back, so does the entry, and
   * a failed entry rolls the change back. The actor's name and email are kept as they are now.
   */
  async function record(db: Db, actor: AuditActor, change: AuditChange): Promise<void> {
    // The actor's name and email are read by the INSERT itself (one round trip, in the caller's transaction).
    await repo.insertEntryNamingActor(db, {
      ...entryRow(actor, change),
      before: change.before ?? null,
      after: change.after ?? null,
      summary: change.summary.slice(0, 1000),
    });
  }

  async function* batches(q: AuditDownloadQuery): AsyncGenerator<CsvValue[][]> {
    const filters = filtersOf(q);
    let beforeId: number | undefined;
    for (let sent = 0; sent < AUDIT_CSV_MAX_ROWS;) {
      const rows = await repo.downloadBatch(ctx.db, filters, q.term, beforeId, Math.min(CSV_BATCH, AUDIT_CSV_MAX_ROWS - sent));
      if (rows.length === 0) return;
      yield rows.map(csvRow);
      sent += rows.length;
      beforeId = rows[rows.length - 1]!.ID;
    }
  }

  /**
   * The entry as SQL for a change made in one statement (a data-modifying CTE of it: `aud as (...)`), one entry per
   * row of `from`, whose columns `change`'s before, after and summary may read: the entry commits with the change's
   * statement or not at all, with no transaction of its own round trips.
   */
  function recordSql(
    actor: AuditActor, change: Omit<AuditChange, 'entityId' | 'before' | 'after' | 'summary'> & { entityId?: AuditChange['entityId'] | SQL; before: SQL; after: SQL; summary: SQL }, from: SQL,
  ): SQL {
    // The record's id may be a column of `from` too (a row the statement itself inserts).
    const { entityId, ...rest } = change;
    const row = entryRow(actor, { ...rest, entityId: is(entityId, SQL) ? null : entityId });
    return repo.entryInsertSql({ ...row, entityId: is(entityId, SQL) ? sql`(${entityId})::text` : row.entityId, before: change.before, after: change.after, summary: change.summary }, from);
  }

  return {
    record,
    recordSql,
    /** One page of entries, newest first unless another order is asked for. */
    list: (q: AuditListQuery) => repo.listEntries(ctx.db, q, filtersOf(q)),
    /** Staff members who appear in the log, by name. */
    actors: () => repo.actors(ctx.db, MAX_ACTORS),
    /**
     * The entries of a filter as a CSV stream (newest first, at most AUDIT_CSV_MAX_ROWS rows, read in batches).
     * The filters are checked before the first byte, so a bad one is an ordinary 400.
     */
    download(q: AuditDownloadQuery): Readable {
      filtersOf(q);
      return csvStream(CSV_HEADER, batches(q));
    },
  };
}

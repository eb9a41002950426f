import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AuditValues } from '@app/contracts/audit';
import { timestampTz } from '../../platform/db/columns.ts';

/**
 * The staff audit log (DESIGN section 9): one row per staff action that changed people, money, grades or
 * content, inserted in the transaction of the change. Append-only: the migration adds a trigger that refuses
 * every UPDATE and DELETE of the table, so not even a bug in the app can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredOn: timestampTz('occurred_on').notNull().defaultNow(),
    /** Null for a change the system made on its own. */
    actorUserId: integer('actor_user_id'),
    actorRole: text('actor_role'),
    /** The actor's name and email when they acted (a later rename or removal does not rewrite the log). */
    actorName: text('actor_name').notNull().default(''),
    actorEmail: text('actor_email').notNull().default(''),
    /** `<area>.<verb>`, e.g. users.role.change (contracts: auditActions). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
    requestId: text('request_id'),
    ip: text('ip'),
    summary: text('summary').notNull().default(''),
  },
  (t) => [
    // The list's default order, newest first (read backwards), and the day range.
    index('audit_log_occurred_idx').on(t.occurredOn, t.id),
    // The actor filter and its choices (one index probe per actor).
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
    // The history of one record.
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // The action filter is a prefix (`users.`): LIKE 'users.%' on a pattern index.
    index('audit_log_action_idx').on(sql`${t.action} text_pattern_ops`),
    index('audit_log_search_trgm').using('gin', sql`(${t.summary} || ' ' || ${t.action} || ' ' || ${t.actorName} || ' ' || ${t.actorEmail}) gin_trgm_ops`),
  ],
);

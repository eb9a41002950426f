import { z } from 'zod';
import { idField } from './ids.ts';
import { listQuerySchema } from './list.ts';

/*
 * The staff audit log (DESIGN section 9): one append-only entry per staff action that changes people, money,
 * grades or content, written in the transaction of the change. Read by the top admin only (`audit.view`); no
 * endpoint changes or removes an entry, and the database refuses UPDATE and DELETE on the table.
 */

/**
 * The actions written today, `<area>.<verb>` (or `<area>.<field>.<verb>`). The column is free text so a new
 * module (coins, payments) adds its own without a migration; the web names each one listed here and shows any
 * other as written.
 */
export const auditActions = [
  'users.create',
  'users.invite.resend',
  'users.role.change',
  'users.deactivate',
  'users.activate',
  'users.twoFactor.reset',
  'sessions.revoke',
  'masters.create',
  'masters.rename',
  'masters.delete',
  'admissions.admit',
  'admissions.remove',
  'certificates.revoke',
  'assignments.accept',
  'assignments.return',
  'courses.publish',
  'courses.unpublish',
  'courses.delete',
  'courses.mentors.change',
  'tests.publish',
  'tests.unpublish',
  'tests.delete',
  'coins.credit',
  'coins.debit',
  'coins.rule.change',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The areas of the action filter: the first segment of an action. */
export const auditAreas = ['users', 'sessions', 'masters', 'admissions', 'certificates', 'assignments', 'courses', 'tests', 'coins'] as const;

/** What an entry is about (the changed record's kind). */
export const auditEntityTypes = ['user', 'session', 'master', 'course', 'admission', 'certificate', 'submission', 'test', 'coinAccount', 'coinRule'] as const;

/** A record's fields before or after the change (only the fields the action is about). */
export const auditValuesSchema = z.record(z.string(), z.unknown());
export type AuditValues = z.infer<typeof auditValuesSchema>;

export const auditEntrySchema = z.object({
  ID: z.number().int(),
  /** When the change was made (ISO 8601, UTC). */
  OccurredOn: z.string(),
  /** The staff member; null for a change the system made on its own. */
  ActorUserID: z.number().int().nullable(),
  /** The actor's name and email at the time of the action. */
  ActorName: z.string(),
  ActorEmail: z.string(),
  ActorRole: z.string().nullable(),
  /** e.g. `users.role.change` (see auditActions). */
  Action: z.string(),
  EntityType: z.string(),
  EntityID: z.string().nullable(),
  /** The changed fields before the action; null when it created the record. */
  Before: auditValuesSchema.nullable(),
  /** The changed fields after the action; null when it removed the record. */
  After: auditValuesSchema.nullable(),
  /** The request that made the change (the `x-request-id` of the answer, also in the access log). */
  RequestID: z.string().nullable(),
  IP: z.string().nullable(),
  /** One line for people, in English, written with the change. */
  Summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** The filters of the audit log, shared by the list and the CSV download. */
export const auditFilterShape = {
  actorId: idField.optional().describe('only actions of this staff member (user id)'),
  action: z
    .string()
    .max(60)
    .regex(/^[a-z][A-Za-z]*(\.[A-Za-z]*)*$/, 'An action or the start of one, e.g. users. or users.role.change')
    .optional()
    .describe('actions starting with this text: an area (`users`), or one action (`users.role.change`)'),
  entityType: z.string().max(40).regex(/^[a-z][A-Za-z]*$/, 'A record kind, e.g. user').optional(),
  entityId: z.string().max(60).optional().describe('with entityType: the history of one record'),
  from: day.optional().describe('first day (UTC), inclusive'),
  to: day.optional().describe('last day (UTC), inclusive'),
};

/** GET /auditLog: the shared list query (term over summary, action and actor; sortable by OccurredOn, Action, ActorName, EntityType) plus the filters. */
export const auditListQuerySchema = listQuerySchema.extend(auditFilterShape);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** GET /auditLog/download: the filters and search term of the list, no paging (newest first). */
export const auditDownloadQuerySchema = z.object({ term: listQuerySchema.shape.term, ...auditFilterShape });
export type AuditDownloadQuery = z.infer<typeof auditDownloadQuerySchema>;

/** A staff member who appears in the log (the actor filter's choices), named as in their latest entry. */
export const auditActorSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  Role: z.string().nullable(),
});
export type AuditActorChoice = z.infer<typeof auditActorSchema>;

/** At most this many rows go into one CSV download (newest first); narrow the filter for older ones. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/**
 * The fields an action changed, for the detail view: every key of either side whose value differs (a created
 * record lists all of its fields with nothing before; a removed one all with nothing after).
 */
export function auditChanges(before: AuditValues | null, after: AuditValues | null): { field: string; before: unknown; after: unknown }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}

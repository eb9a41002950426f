import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz } from '../../platform/db/columns.ts';

/**
 * A report mailed on a schedule with the filters it was saved with. `next_run_on` is when it is due next; the
 * periodic job claims due rows (FOR UPDATE SKIP LOCKED), moves them on, and sends one queue job per mail.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: id(),
    /** studentProgress | eutProgress | courseFunnel | mentorChecking */
    report: text('report').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** daily | weekly */
    frequency: text('frequency').notNull(),
    hour: integer('hour').notNull(),
    weekday: integer('weekday'),
    /** csv | xlsx: the attachment's format. */
    format: text('format').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    /** The maker: the report runs with their view (a mentor's schedule covers their courses only). */
    createdBy: integer('created_by').notNull(),
    createdByName: text('created_by_name').notNull().default(''),
    createdByRole: text('created_by_role').notNull(),
    nextRunOn: timestampTz('next_run_on').notNull(),
    lastRunOn: timestampTz('last_run_on'),
    createdOn: createdOn(),
  },
  (t) => [index('report_schedules_due_idx').on(t.nextRunOn), index('report_schedules_creator_idx').on(t.createdBy)],
);

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

/** The assignments library. */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    title: text('title').notNull(),
    /** Sanitized rich text. */
    description: text('description').notNull().default(''),
    maxScore: integer('max_score').notNull().default(100),
    reattemptsAllowed: integer('reattempts_allowed').notNull().default(2),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    deletedOn: timestampTz('deleted_on'),
  },
  (t) => [index('assignments_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`)],
);

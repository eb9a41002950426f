import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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

/** Attachments of a library assignment (instructions, templates, data sets) the learner downloads. */
export const assignmentFiles = pgTable(
  'assignment_files',
  {
    id: id(),
    assignmentId: integer('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    createdOn: createdOn(),
  },
  (t) => [index('assignment_files_assignment_idx').on(t.assignmentId)],
);

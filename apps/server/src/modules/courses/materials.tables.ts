import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

/** The materials library: uploaded videos and PDFs, video links and rich-text documents. */
export const materials = pgTable(
  'materials',
  {
    id: id(),
    name: text('name').notNull(),
    /** video-upload | video-link | pdf | richtext */
    kind: text('kind').notNull(),
    link: text('link'),
    /** Sanitized rich text (richtext kind). */
    body: text('body').notNull().default(''),
    description: text('description').notNull().default(''),
    expectedSeconds: integer('expected_seconds').notNull().default(0),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    contentType: text('content_type'),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    deletedOn: timestampTz('deleted_on'),
  },
  (t) => [index('materials_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id } from '../../platform/db/columns.ts';

export const masters = pgTable(
  'masters',
  {
    id: id(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('masters_type_title_uq').on(t.type, sql`lower(${t.title})`),
    index('masters_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

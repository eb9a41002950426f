import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

/** One option of a choice question (truefalse questions hold the two fixed options 'true' and 'false'). */
export type StoredOption = { id: string; text: string; correct: boolean };

/** The question bank. Deleting keeps the row (deleted_on): attempts and reports refer to it. */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    /** Sanitized HTML. */
    text: text('text').notNull(),
    /** The text without markup: search and list rows. */
    textPlain: text('text_plain').notNull(),
    imageUrl: text('image_url'),
    type: text('type').notNull(),
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    numericAnswer: doublePrecision('numeric_answer'),
    numericTolerance: doublePrecision('numeric_tolerance').notNull().default(0),
    explanation: text('explanation').notNull().default(''),
    marks: doublePrecision('marks').notNull().default(1),
    negativeMarks: doublePrecision('negative_marks').notNull().default(0),
    /** Master ids (questionLevels, categories, subcategories, modules), checked by the service on write. */
    levelId: integer('level_id'),
    categoryId: integer('category_id'),
    subcategoryId: integer('subcategory_id'),
    moduleId: integer('module_id'),
    createdBy: integer('created_by'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    deletedOn: timestampTz('deleted_on'),
  },
  (t) => [
    index('questions_bank_idx').on(t.levelId, t.categoryId, t.subcategoryId).where(sql`${t.deletedOn} is null`),
    index('questions_text_trgm').using('gin', sql`${t.textPlain} gin_trgm_ops`),
  ],
);

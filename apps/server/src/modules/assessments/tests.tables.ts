import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';
import { questions } from './questions.tables.ts';

export const tests = pgTable(
  'tests',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull(),
    passPercentage: doublePrecision('pass_percentage').notNull().default(50),
    /** null: no limit. */
    attemptsAllowed: integer('attempts_allowed'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    /** manual | random */
    selection: text('selection').notNull().default('manual'),
    randomCount: integer('random_count'),
    levelId: integer('level_id'),
    categoryId: integer('category_id'),
    subcategoryId: integer('subcategory_id'),
    showAnswers: boolean('show_answers').notNull().default(true),
    /** draft | published */
    status: text('status').notNull().default('draft'),
    inSeries: boolean('in_series').notNull().default(false),
    createdBy: integer('created_by'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    deletedOn: timestampTz('deleted_on'),
  },
  (t) => [
    index('tests_series_idx').on(t.inSeries, t.status).where(sql`${t.deletedOn} is null`),
    index('tests_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Questions chosen by hand, in order. */
export const testQuestions = pgTable(
  'test_questions',
  {
    testId: integer('test_id').notNull().references(() => tests.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => questions.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.questionId] }), index('test_questions_question_idx').on(t.questionId)],
);

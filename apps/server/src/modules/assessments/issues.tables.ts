import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz } from '../../platform/db/columns.ts';
import { attempts } from './attempts.tables.ts';

/** Issues learners report on a question during an attempt; staff resolve them. */
export const questionIssues = pgTable(
  'question_issues',
  {
    id: id(),
    questionId: integer('question_id').notNull(),
    testId: integer('test_id').notNull(),
    attemptId: integer('attempt_id').notNull().references(() => attempts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull().default(''),
    text: text('text').notNull(),
    /** open | resolved */
    status: text('status').notNull().default('open'),
    createdOn: createdOn(),
    resolvedOn: timestampTz('resolved_on'),
    resolvedBy: integer('resolved_by'),
  },
  (t) => [index('question_issues_status_idx').on(t.status, t.createdOn)],
);

import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AttemptContext } from '@app/contracts/assessments';
import { createdOn, id, timestampTz } from '../../platform/db/columns.ts';
import type { StoredOption } from './questions.tables.ts';

/** What an attempt froze of a question at start: later edits of the bank never change a started attempt. */
export type QuestionSnapshot = {
  type: string;
  text: string;
  imageUrl: string | null;
  /** In this attempt's order. */
  options: StoredOption[];
  numericAnswer: number | null;
  numericTolerance: number;
  explanation: string;
  marks: number;
  negativeMarks: number;
};

/** A stored answer: option ids for choice questions, a value for numeric ones. */
export type StoredAnswer = { OptionIDs: string[] } | { Value: number };

export const attempts = pgTable(
  'attempts',
  {
    id: id(),
    // No foreign key to tests: its check would take a FOR KEY SHARE lock on the test's row in every start, one row
    // shared by all learners of an exam (tests are only ever soft-deleted; a started attempt outlives its test).
    testId: integer('test_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The learner's name and email when the attempt started (reports search them without the users tables). */
    learnerName: text('learner_name').notNull().default(''),
    learnerEmail: text('learner_email').notNull().default(''),
    attemptNo: integer('attempt_no').notNull(),
    /** open | submitted */
    status: text('status').notNull().default('open'),
    startedOn: timestampTz('started_on').notNull(),
    deadline: timestampTz('deadline').notNull(),
    submittedOn: timestampTz('submitted_on'),
    /** learner | deadline */
    closedBy: text('closed_by'),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score').notNull(),
    percentage: doublePrecision('percentage'),
    passed: boolean('passed'),
    timeTakenSeconds: integer('time_taken_seconds'),
    activeQuestion: integer('active_question').notNull().default(0),
    activeSince: timestampTz('active_since').notNull(),
    context: jsonb('context').$type<AttemptContext>(),
    createdOn: createdOn(),
  },
  (t) => [
    // One open attempt per learner and test, whatever the concurrency.
    uniqueIndex('attempts_one_open_uq').on(t.testId, t.userId).where(sql`${t.status} = 'open'`),
    // Attempt numbers are unique: two racing starts cannot both take the last allowed attempt.
    uniqueIndex('attempts_number_uq').on(t.testId, t.userId, t.attemptNo),
    index('attempts_user_idx').on(t.userId, t.testId),
    index('attempts_overdue_idx').on(t.deadline).where(sql`${t.status} = 'open'`),
    index('attempts_test_idx').on(t.testId, t.status),
  ],
);

/** The questions of one attempt, in the order the server fixed at start. */
export const attemptQuestions = pgTable(
  'attempt_questions',
  {
    attemptId: integer('attempt_id').notNull().references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    position: integer('position').notNull(),
    snapshot: jsonb('snapshot').$type<QuestionSnapshot>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] }), uniqueIndex('attempt_questions_position_uq').on(t.attemptId, t.position), index('attempt_questions_question_idx').on(t.questionId)],
);

/**
 * One row per attempt and question: the latest answer by client sequence number, the flag, save times and the
 * time the question was the active one. Scored at submission.
 */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: integer('attempt_id').notNull(),
    questionId: integer('question_id').notNull(),
    answer: jsonb('answer').$type<StoredAnswer | null>(),
    seq: integer('seq').notNull().default(0),
    flagged: boolean('flagged').notNull().default(false),
    firstSavedOn: timestampTz('first_saved_on'),
    lastSavedOn: timestampTz('last_saved_on'),
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
    correct: boolean('correct'),
    awarded: doublePrecision('awarded'),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    // An answer exists only for a question of its attempt.
    foreignKey({ columns: [t.attemptId, t.questionId], foreignColumns: [attemptQuestions.attemptId, attemptQuestions.questionId] }).onDelete('cascade'),
  ],
);

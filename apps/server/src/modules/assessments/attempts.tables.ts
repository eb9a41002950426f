import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, foreignKey, index, integer, jsonb, pgTable, pgView, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * An attempt's own part of its questions, in its order: the question, its frozen copy (question_snapshots) and, when
 * the options were shuffled, their order as indexes into the copy's options.
 */
export type LayoutItem = { q: number; s: number; o?: number[] };

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
    /** The questions in the attempt's order (attempt_questions reads them with their frozen copies). */
    layout: jsonb('layout').$type<LayoutItem[]>().notNull().default([]),
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

/**
 * A question's frozen copy, once per distinct content (options in the question's own order): shared by every attempt
 * that started with that content, so a start writes one row, not one per question. Append-only.
 */
export const questionSnapshots = pgTable(
  'question_snapshots',
  {
    id: id(),
    questionId: integer('question_id').notNull(),
    /** sha256 of the copy's JSON (md5 of its jsonb text for the copies migrated from attempt_questions). */
    hash: text('hash').notNull(),
    snapshot: jsonb('snapshot').$type<QuestionSnapshot>().notNull(),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('question_snapshots_content_uq').on(t.questionId, t.hash)],
);

/**
 * The questions of one attempt, in the order the server fixed at start, each with its frozen copy in the attempt's
 * option order: a view over attempts.layout and question_snapshots (migration 0050).
 */
export const attemptQuestions = pgView('attempt_questions', {
  attemptId: integer('attempt_id').notNull(),
  questionId: integer('question_id').notNull(),
  position: integer('position').notNull(),
  snapshot: jsonb('snapshot').$type<QuestionSnapshot>().notNull(),
}).existing();

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
    // An answer belongs to its attempt; that its question is one of the attempt's is checked by every write (the
    // save's statement, flags and time through the attempt's questions, grades for the attempt's questions only).
    foreignKey({ columns: [t.attemptId], foreignColumns: [attempts.id] }).onDelete('cascade'),
  ],
);

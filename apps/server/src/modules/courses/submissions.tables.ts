import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz } from '../../platform/db/columns.ts';

/** One row per submission of an assignment (a resubmission is a new row with the next attempt number). */
export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull().default(''),
    courseId: integer('course_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    assignmentId: integer('assignment_id').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    text: text('text').notNull().default(''),
    /** submitted | returned | accepted */
    status: text('status').notNull().default('submitted'),
    score: integer('score'),
    feedback: text('feedback'),
    decidedBy: integer('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedOn: timestampTz('decided_on'),
    /** The client's id of the request: a repeated submission is answered with the first. */
    requestId: text('request_id').notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('submissions_attempt_uq').on(t.userId, t.lessonId, t.attemptNo),
    uniqueIndex('submissions_request_uq').on(t.userId, t.requestId),
    // At most one submission awaiting a decision per learner and lesson.
    uniqueIndex('submissions_one_pending_uq').on(t.userId, t.lessonId).where(sql`${t.status} = 'submitted'`),
    index('submissions_checking_idx').on(t.status, t.courseId, t.createdOn),
    index('submissions_course_user_idx').on(t.courseId, t.userId),
  ],
);

/** Files of a submission; uploaded first (submissionId null), attached at submit. */
export const submissionFiles = pgTable(
  'submission_files',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    submissionId: integer('submission_id').references(() => submissions.id),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    createdOn: createdOn(),
  },
  (t) => [index('submission_files_submission_idx').on(t.submissionId), index('submission_files_user_idx').on(t.userId, t.lessonId)],
);

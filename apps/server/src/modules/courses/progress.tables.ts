import { boolean, doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../platform/db/columns.ts';

/**
 * One row per learner and lesson: material watch time (position-based, see progress.service.ts) and the lesson
 * test's outcome as reported by the assessment engine.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: integer('user_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    courseId: integer('course_id').notNull(),
    /** Seconds of the material credited as watched: the furthest position reached at a plausible speed. */
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    /** Where the player was at the last heartbeat (resume point). */
    lastPosition: doublePrecision('last_position').notNull().default(0),
    lastHeartbeatOn: timestampTz('last_heartbeat_on'),
    materialDone: boolean('material_done').notNull().default(false),
    /** none | started | passed | failed */
    testStatus: text('test_status').notNull().default('none'),
    testAttemptsUsed: integer('test_attempts_used').notNull().default(0),
    testAttemptsAllowed: integer('test_attempts_allowed'),
    /** The attempt started from this lesson most recently. */
    testAttemptId: integer('test_attempt_id'),
    updatedOn: timestampTz('updated_on'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** Attempts started through the lesson player: only these move lesson progress. */
export const lessonAttempts = pgTable('lesson_attempts', {
  attemptId: integer('attempt_id').primaryKey(),
  userId: integer('user_id').notNull(),
  courseId: integer('course_id').notNull(),
  lessonId: integer('lesson_id').notNull(),
  testId: integer('test_id').notNull(),
});

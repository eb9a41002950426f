import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn, id } from '../../platform/db/columns.ts';
import { assignments } from './assignments.tables.ts';
import { courses } from './courses.tables.ts';
import { materials } from './materials.tables.ts';

/** Ordered lessons of a course, each picking a material, a test (assessments) and an assignment. */
export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    materialId: integer('material_id').references(() => materials.id),
    /** A test of the assessment engine (its tables are not ours: no foreign key). */
    testId: integer('test_id'),
    /** The test's title and time when the lesson was last saved or the test opened: the player reads them without a call per lesson. */
    testTitle: text('test_title'),
    testSeconds: integer('test_seconds'),
    assignmentId: integer('assignment_id').references(() => assignments.id),
    createdOn: createdOn(),
  },
  (t) => [index('lessons_course_idx').on(t.courseId, t.position)],
);

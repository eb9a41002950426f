import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

/** Guided learning paths: an ordered sequence of lesson items (material, test, assignment) across courses. */
export const glps = pgTable(
  'glps',
  {
    id: id(),
    title: text('title').notNull(),
    /** Sanitized rich text. */
    description: text('description').notNull().default(''),
    /** draft | published: learners see published paths only. */
    status: text('status').notNull().default('draft'),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    deletedOn: timestampTz('deleted_on'),
  },
  (t) => [index('glps_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`)],
);

/**
 * One step of a path: an item of a course lesson. `itemType` is material | test | assignment and `itemId`
 * the material, test or assignment id (the spec's `{materialType}/{materialId}`); the learner's status on
 * it is their progress on that lesson item in that course (courses module), never a copy.
 */
export const glpItems = pgTable(
  'glp_items',
  {
    id: id(),
    glpId: integer('glp_id').notNull().references(() => glps.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    courseId: integer('course_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [
    index('glp_items_glp_idx').on(t.glpId, t.position),
    uniqueIndex('glp_items_step_uq').on(t.glpId, t.lessonId, t.itemType),
    index('glp_items_item_idx').on(t.courseId, t.itemType, t.itemId),
  ],
);

/** Learners a path is assigned to. */
export const glpLearners = pgTable(
  'glp_learners',
  {
    id: id(),
    glpId: integer('glp_id').notNull().references(() => glps.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    assignedBy: integer('assigned_by'),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('glp_learners_uq').on(t.glpId, t.userId), index('glp_learners_user_idx').on(t.userId)],
);

import { z } from 'zod';
import { contentTypes, lockStatuses, type LockStatus } from './courses.ts';
import { listQuerySchema } from './list.ts';
import { idField, idValue } from './ids.ts';

/**
 * Guided learning paths (GLPs): an ordered sequence of lesson items (material, test, assignment) across courses,
 * assigned to learners. A learner's status on a step is their progress on that lesson item in that course.
 */

const id = idValue;

export const glpStatuses = ['draft', 'published'] as const;
export type GlpStatus = (typeof glpStatuses)[number];

/** What a path builder sends (POST /glp, PUT /glp/{id}). */
export const glpInputSchema = z.object({
  Title: z.string().trim().min(1, 'Required').max(150, 'At most 150 characters'),
  /** Rich text; sanitized by the server. */
  Description: z.string().max(50_000, 'At most 50000 characters').default(''),
  /** Learners see published paths only. */
  Status: z.enum(glpStatuses).default('draft'),
});
export type GlpInput = z.infer<typeof glpInputSchema>;

/** Row of the paths list (GET /glp). */
export const glpRowSchema = z.object({
  ID: id,
  Title: z.string(),
  Status: z.enum(glpStatuses),
  StepCount: z.number().int(),
  LearnerCount: z.number().int(),
  CreatedByName: z.string(),
  CreatedOn: z.string(),
});
export type GlpRow = z.infer<typeof glpRowSchema>;

export const glpListQuerySchema = listQuerySchema.extend({ status: z.enum(glpStatuses).optional() });
export const glpParamSchema = z.object({ id: idField });
export const glpLearnerParamSchema = z.object({ id: idField, userId: idField });

/** One step as the builder sends it: a lesson item of a course. `ItemID` must be the lesson's current item of that type. */
export const glpStepInputSchema = z.object({
  CourseID: id,
  LessonID: id,
  Type: z.enum(contentTypes),
  /** The material, test or assignment id. */
  ItemID: id,
});
export type GlpStepInput = z.infer<typeof glpStepInputSchema>;

/** PUT /glp/{id}/steps: every step of the path, in order (replaces the previous steps). */
export const glpStepsBodySchema = z.object({ Steps: z.array(glpStepInputSchema).max(200, 'At most 200 steps') });

/** A step of a path with the names of what it points at. */
export const glpStepSchema = z.object({
  ID: id,
  Position: z.number().int(),
  CourseID: id,
  /** Empty when the course was deleted. */
  CourseName: z.string(),
  LessonID: id,
  LessonTitle: z.string(),
  Type: z.enum(contentTypes),
  ItemID: id,
  ItemName: z.string(),
  /** The lesson or its item is gone from the course: the step counts for nobody's progress. */
  Missing: z.boolean(),
});
export type GlpStep = z.infer<typeof glpStepSchema>;

// ---------------------------------------------------------------- learner statuses

/**
 * A learner's status on one lesson item (DESIGN section 5): `not-admitted` (not admitted to the course),
 * `locked` (an earlier lesson of the course is not finished), `not-started`, `in-progress` (material partly watched,
 * test started), `awaiting-review` (assignment submitted), `returned` (reattempt asked: assignment returned, or
 * test failed with attempts left), `failed` (no attempts left, needs staff), `done`.
 */
export const learnerItemStatuses = ['not-admitted', 'locked', 'not-started', 'in-progress', 'awaiting-review', 'returned', 'failed', 'done'] as const;
export type LearnerItemStatus = (typeof learnerItemStatuses)[number];

/** The DESIGN section 5 icon of each status; null where the player shows none (an open item). */
export const learnerItemStatusIcon: Record<LearnerItemStatus, LockStatus | null> = {
  'not-admitted': null,
  locked: 'lock-on',
  'not-started': null,
  'in-progress': null,
  'awaiting-review': 'hourglass',
  returned: 'rotate-right',
  failed: 'warning-hexagon',
  done: 'check-circle',
};

const statusFields = {
  Status: z.enum(learnerItemStatuses),
  /** DESIGN section 5 icon name, null for an open item. */
  Icon: z.enum(lockStatuses).nullable(),
  /** Percent of this item done (material watched share; 100 for a passed test or accepted assignment). */
  Progress: z.number().int(),
  /** Last time the learner worked on the item (heartbeat, test, submission or the mentor's decision). */
  LastActivity: z.string().nullable(),
};

/** An assigned learner with their overall progress on the path. */
export const glpLearnerSchema = z.object({
  UserID: id,
  UserName: z.string(),
  Email: z.string(),
  /** Percent of the path's steps done. */
  Progress: z.number().int(),
  StepsDone: z.number().int(),
  AssignedOn: z.string(),
});
export type GlpLearner = z.infer<typeof glpLearnerSchema>;

/** GET /glp/{id}: the path, its steps in order and its learners. */
export const glpDetailSchema = glpRowSchema.extend({
  Description: z.string(),
  Steps: z.array(glpStepSchema),
  Learners: z.array(glpLearnerSchema),
});
export type GlpDetail = z.infer<typeof glpDetailSchema>;

/** POST /glp/{id}/learners. */
export const glpAssignBodySchema = z.object({ UserIDs: z.array(id).min(1, 'Choose at least one learner').max(200) });
export const glpAssignResultSchema = z.object({
  Assigned: z.number().int(),
  AlreadyAssigned: z.number().int(),
  /** Admissions made so the learners can open every step. */
  Admitted: z.number().int(),
});
export type GlpAssignResult = z.infer<typeof glpAssignResultSchema>;

export const glpCandidateQuerySchema = z.object({ term: z.string().max(100).optional() });
/** A learner to assign (same shape as the admissions candidates). */
export const glpCandidateSchema = z.object({ ID: id, value: z.string(), email: z.string(), contact: z.string() });
export type GlpCandidate = z.infer<typeof glpCandidateSchema>;

/** GET /GLPStuDetailsList/{courseID}/{materialType}/{materialId}. */
export const glpItemParamSchema = z.object({ courseID: idField, materialType: z.enum(contentTypes), materialId: idField });

/** One learner's status on the item. */
export const glpItemLearnerSchema = z.object({
  UserID: id,
  UserName: z.string(),
  Email: z.string(),
  LessonID: id,
  /** Titles of the learner's paths holding this item. */
  Paths: z.array(z.string()),
  ...statusFields,
});
export type GlpItemLearner = z.infer<typeof glpItemLearnerSchema>;

export const glpItemDetailsSchema = z.object({
  CourseID: id,
  CourseName: z.string(),
  Type: z.enum(contentTypes),
  ItemID: id,
  ItemName: z.string(),
  /** Paths holding this item. */
  Paths: z.array(z.object({ ID: id, Title: z.string() })),
  Learners: z.array(glpItemLearnerSchema),
});
export type GlpItemDetails = z.infer<typeof glpItemDetailsSchema>;

// ---------------------------------------------------------------- learner

/** A step of one of my paths, with my status and where to open it. */
export const myGlpStepSchema = glpStepSchema.omit({ ID: true }).extend({
  ...statusFields,
  /** App path of the lesson player (`/course/{courseId}/{lessonId}-{type}`); null when it cannot be opened. */
  Link: z.string().nullable(),
});
export type MyGlpStep = z.infer<typeof myGlpStepSchema>;

/** GET /myGlps: my published paths. */
export const myGlpSchema = z.object({
  ID: id,
  Title: z.string(),
  Description: z.string(),
  /** Percent of the steps done. */
  Progress: z.number().int(),
  StepsDone: z.number().int(),
  StepCount: z.number().int(),
  AssignedOn: z.string(),
  Steps: z.array(myGlpStepSchema),
});
export type MyGlp = z.infer<typeof myGlpSchema>;

/** App path of the lesson player for an item. */
export const playerLink = (courseId: number, lessonId: number, type: (typeof contentTypes)[number]) => `/course/${courseId}/${lessonId}-${type}`;

/** App path of the item status list of a step. */
export const itemLearnersLink = (courseId: number, type: (typeof contentTypes)[number], itemId: number) => `/GLPStuDetailsList/${courseId}/${type}/${itemId}`;

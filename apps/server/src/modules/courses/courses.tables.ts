import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text('title').notNull(),
    /** URL slug of the landing page. */
    slug: text('slug').notNull(),
    imageUrl: text('image_url'),
    /** Sanitized rich text. */
    description: text('description').notNull().default(''),
    /** Prices in integer minor units (DESIGN section 5). */
    priceInr: integer('price_inr').notNull().default(0),
    priceUsd: integer('price_usd').notNull().default(0),
    duration: text('duration').notNull().default(''),
    /** draft | published */
    status: text('status').notNull().default('draft'),
    /**
     * Bumped by database triggers whenever the course's lesson structure changes (its lessons, or a material or
     * assignment they use), so every server instance can keep the structure cached and know when it is stale.
     */
    contentVersion: integer('content_version').notNull().default(1),
    createdBy: integer('created_by'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    /** Soft delete: admissions, submissions and certificates keep pointing at it. */
    deletedOn: timestampTz('deleted_on'),
  },
  (t) => [
    uniqueIndex('courses_slug_uq').on(sql`lower(${t.slug})`).where(sql`${t.deletedOn} is null`),
    index('courses_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Mentors assigned to a course: a mentor checks and sees only these courses. */
export const courseMentors = pgTable(
  'course_mentors',
  {
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_mentors_user_idx').on(t.userId)],
);

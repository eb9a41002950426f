import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz } from '../../platform/db/columns.ts';
import { courses } from './courses.tables.ts';

/** A learner admitted to a course, with the course status and progress kept current by the progress service. */
export const admissions = pgTable(
  'admissions',
  {
    id: id(),
    courseId: integer('course_id').notNull().references(() => courses.id),
    userId: integer('user_id').notNull(),
    /** The learner's name, email and phone at admission (lists search them without the users tables). */
    userName: text('user_name').notNull().default(''),
    userEmail: text('user_email').notNull().default(''),
    userContact: text('user_contact').notNull().default(''),
    /** incomplete | in-progress | completed */
    status: text('status').notNull().default('incomplete'),
    progress: integer('progress').notNull().default(0),
    /** Where the player continues (`{lessonId}-{type}`), kept with the progress. */
    nextUrl: text('next_url'),
    completedOn: timestampTz('completed_on'),
    admittedBy: integer('admitted_by'),
    createdOn: createdOn(),
    /** What the lists search, lower-cased once (stored, migration 0049; see users.searchText). */
    searchText: text('search_text').generatedAlwaysAs((): SQL => sql`lower(${admissions.userName} || ' ' || ${admissions.userEmail})`),
  },
  (t) => [
    uniqueIndex('admissions_course_user_uq').on(t.courseId, t.userId),
    index('admissions_user_idx').on(t.userId),
    // INCLUDE (search_text) in migration 0049 (drizzle does not express it): a search walks the index alone.
    index('admissions_created_idx').on(t.createdOn.desc().nullsFirst(), t.id),
    /** A course's learners by name (the progress report's default order and its name sort, paged in the index). */
    index('admissions_course_name_idx').on(t.courseId, t.userName, t.id),
    index('admissions_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('admissions_search_bigrams').using('gin', sql`text_bigrams(${t.searchText})`),
  ],
);

/**
 * One row for each learner admitted to a live course, kept by triggers on admissions and courses (migration 0056):
 * what Manage Student finds, searches, counts and pages; a page's learners are then grouped from their admissions.
 */
export const admissionLearners = pgTable(
  'admission_learners',
  {
    userId: integer('user_id').primaryKey(),
    /** The newest of the learner's admissions to live courses. */
    newestOn: timestampTz('newest_on').notNull(),
    /** Each different search_text of those admissions once, joined by newlines. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    // INCLUDE (search_text) in the migration: a search walks the index alone.
    index('admission_learners_newest_idx').on(t.newestOn.desc(), t.userId),
    index('admission_learners_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('admission_learners_search_bigrams').using('gin', sql`text_bigrams(${t.searchText})`),
  ],
);

import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz } from '../../platform/db/columns.ts';

/** Certificates: issued once per learner and course on completion; verifiable publicly by an unguessable id. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    /** 128 random bits, base64url: the public verification id. */
    publicId: text('public_id').notNull(),
    userId: integer('user_id').notNull(),
    courseId: integer('course_id').notNull(),
    holderName: text('holder_name').notNull(),
    courseName: text('course_name').notNull(),
    courseSlug: text('course_slug').notNull(),
    issuedOn: timestampTz('issued_on').notNull(),
    revokedOn: timestampTz('revoked_on'),
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by'),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('certificates_public_id_uq').on(t.publicId),
    uniqueIndex('certificates_user_course_uq').on(t.userId, t.courseId),
    index('certificates_course_idx').on(t.courseId),
  ],
);

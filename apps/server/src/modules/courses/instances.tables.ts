import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, updatedOn } from '../../platform/db/columns.ts';

/** ERP sandbox credentials per learner and course; the password is stored only encrypted (AES-256-GCM). */
export const instances = pgTable(
  'instances',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull().default(''),
    courseId: integer('course_id').notNull(),
    url: text('url').notNull(),
    loginId: text('login_id').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to the row's learner and course. */
    passwordEnc: text('password_enc').notNull(),
    createdBy: integer('created_by'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [uniqueIndex('instances_user_course_uq').on(t.userId, t.courseId)],
);

/** Every reveal of an instance password: who, when, from where. */
export const instanceReveals = pgTable(
  'instance_reveals',
  {
    id: id(),
    instanceId: integer('instance_id').notNull().references(() => instances.id, { onDelete: 'cascade' }),
    revealedBy: integer('revealed_by').notNull(),
    ip: text('ip'),
    createdOn: createdOn(),
  },
  (t) => [index('instance_reveals_instance_idx').on(t.instanceId)],
);

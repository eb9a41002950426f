import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, updatedOn } from '../../platform/db/columns.ts';

/**
 * User groups (/Others/manageUsersGroups). A group's members are those added by hand or CSV (user_group_members)
 * plus, when `course_id` is set, every learner admitted to that course: the rule is resolved through the learning
 * service on each read, so a learner admitted tomorrow is a member tomorrow without any sync.
 */
export const userGroups = pgTable(
  'user_groups',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The course rule: all learners of this course belong to the group. */
    courseId: integer('course_id'),
    /** The course's title when the rule was set (lists show it without reaching into courses). */
    courseTitle: text('course_title'),
    createdBy: integer('created_by'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    uniqueIndex('user_groups_name_unique').on(sql`lower(${t.name})`),
    index('user_groups_course_idx').on(t.courseId),
    index('user_groups_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Members added by hand (search) or CSV; name and email copied in at adding so lists page and search in SQL. */
export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer('group_id').notNull().references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    userRole: text('user_role').notNull(),
    /** manual or csv */
    source: text('source').notNull(),
    addedBy: integer('added_by'),
    addedOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('user_group_members_user_idx').on(t.userId)],
);

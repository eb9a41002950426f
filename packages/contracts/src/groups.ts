import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';

/** Longest CSV of members accepted at once (about 10,000 addresses). */
export const GROUP_CSV_MAX_CHARS = 400_000;

/** A user group (spec /Others/manageUsersGroups): drive and media sharing, announcements and campaigns use it. */
export const groupRowSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  /** Rule: every learner admitted to this course is a member (resolved on every read); null for a plain group. */
  CourseID: z.number().int().nullable(),
  CourseTitle: z.string().nullable(),
  /** Members added by hand or CSV (learners joining through the course rule are counted in RuleMembers). */
  MemberCount: z.number().int(),
  RuleMembers: z.number().int(),
  CreatedOn: z.string(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

export const groupsQuerySchema = listQuerySchema;

export const groupBodySchema = z.object({
  Name: z.string().trim().min(1, 'Name the group').max(100, 'At most 100 characters'),
  Description: z.string().trim().max(500, 'At most 500 characters').default(''),
  /** Every learner of this course belongs to the group (the rule); null or absent for none. */
  CourseID: idValue.nullable().default(null),
});
export type GroupBody = z.input<typeof groupBodySchema>;

export const groupIdParamSchema = z.object({ id: idField });
export const groupMemberParamSchema = z.object({ id: idField, userId: idField });

export const groupMemberRowSchema = z.object({
  UserID: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  Role: z.string(),
  /** manual (added by search), csv (imported), course (by the group's course rule; cannot be removed one by one) */
  Source: z.enum(['manual', 'csv', 'course']),
  AddedOn: z.string().nullable(),
});
export type GroupMemberRow = z.infer<typeof groupMemberRowSchema>;

export const addMembersBodySchema = z.object({
  UserIDs: z.array(idValue).min(1, 'Pick at least one person').max(500, 'At most 500 at once'),
});

export const importMembersBodySchema = z.object({
  /** CSV text: one email address per line, or a column headed Email; other columns are ignored. */
  Csv: z.string().min(1, 'The CSV file is empty').max(GROUP_CSV_MAX_CHARS, 'The CSV file is too large (at most 400,000 characters)'),
});

export const importMembersResultSchema = z.object({
  Added: z.number().int(),
  AlreadyMembers: z.number().int(),
  /** Addresses of the CSV that name no account (nothing was added for them). */
  Unknown: z.array(z.string()),
  /** Lines that hold no email address (1-based line numbers). */
  InvalidLines: z.array(z.number().int()),
});
export type ImportMembersResult = z.infer<typeof importMembersResultSchema>;

export const addMembersResultSchema = z.object({ Added: z.number().int(), AlreadyMembers: z.number().int() });

/** Groups to pick from when sharing: staff managing users see all, everyone else the groups they belong to. */
export const groupPickQuerySchema = z.object({ term: z.string().max(100).optional() });
export const groupPickSchema = z.object({ ID: z.number().int(), Name: z.string(), MemberCount: z.number().int() });
export type GroupPick = z.infer<typeof groupPickSchema>;

import { z } from 'zod';
import { listQuerySchema } from './list.ts';
import { idField, idValue } from './ids.ts';

/** Instance credentials of the spec: URL, UserID, Password (an ERP sandbox login per learner and course). */
export const instanceRowSchema = z.object({
  ID: z.number().int(),
  LearnerID: z.number().int(),
  LearnerName: z.string(),
  CourseID: z.number().int(),
  CourseName: z.string(),
  URL: z.string(),
  /** The login id on the ERP system (not our user id). */
  UserID: z.string(),
  /** Always masked; POST .../reveal returns the password and logs the reveal. */
  Password: z.literal('********'),
  UpdatedOn: z.string(),
});
export type InstanceRow = z.infer<typeof instanceRowSchema>;

export const instanceInputSchema = z.object({
  LearnerID: idValue,
  CourseID: idValue,
  URL: z.string().trim().url().max(500).refine((v) => /^https?:\/\//i.test(v), 'Must be an http(s) address'),
  UserID: z.string().trim().min(1).max(100),
  Password: z.string().min(1).max(200),
});
export const instanceUpdateSchema = instanceInputSchema.omit({ LearnerID: true, CourseID: true }).extend({
  /** Omit to keep the stored password. */
  Password: z.string().min(1).max(200).optional(),
});
export const instancesQuerySchema = listQuerySchema.extend({ courseId: idField.optional() });
export const instanceParamSchema = z.object({ id: idField });
export const revealSchema = z.object({ Password: z.string(), RevealedOn: z.string() });
export const revealLogRowSchema = z.object({ RevealedBy: z.number().int(), RevealedByName: z.string(), Ip: z.string().nullable(), CreatedOn: z.string() });

/** Whether instance credentials can be stored and revealed (the server has INSTANCE_ENCRYPTION_KEY, or a development key). */
export const instancesStatusSchema = z.object({ Configured: z.boolean() });

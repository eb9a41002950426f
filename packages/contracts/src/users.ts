import { z } from 'zod';
import { accountRoles, staffRoles } from './roles.ts';
import { listQuerySchema } from './list.ts';
import {
  countryCodeField, emailField, mobileField, nameField, passwordField, passwordOwnerRefinement, phoneRefinement,
} from './validation.ts';
import { idField } from './ids.ts';

export const userRowSchema = z.object({
  ID: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Role: z.enum(accountRoles),
  Active: z.boolean(),
  CreatedOn: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const usersListQuerySchema = listQuerySchema.extend({
  role: z.enum([...accountRoles, 'staff']).optional().describe("only users of this role; 'staff': every role but Trainee"),
  active: z.enum(['true', 'false']).optional(),
});

export const createStaffBodySchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    password: passwordField,
    countryCode: countryCodeField,
    mobileNumber: mobileField,
    role: z.enum(staffRoles),
  })
  .superRefine(phoneRefinement)
  .superRefine(passwordOwnerRefinement);

export const changeRoleBodySchema = z.object({ role: z.enum(accountRoles) });
export const idParamSchema = z.object({ id: idField });

import { z } from 'zod';
import { accountRoles, staffRoles } from './roles.ts';
import { listQuerySchema } from './list.ts';
import { countryCodeField, emailField, mobileField, nameField, passwordField, phoneRefinement } from './validation.ts';
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
  /** Invited by an admin and has not set a password yet (the admin may resend the invitation). */
  InvitePending: z.boolean().describe('invited and has not set a password yet'),
  /** When the latest invitation was mailed (ISO); null once the password is set, or for accounts never invited. */
  InvitedOn: z.string().nullable().describe('when the latest invitation was mailed; null when none is pending'),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const usersListQuerySchema = listQuerySchema.extend({
  role: z.enum([...accountRoles, 'staff']).optional().describe("only users of this role; 'staff': every role but Trainee"),
  active: z.enum(['true', 'false']).optional(),
});

/**
 * A new staff account. No password: the person is mailed an invitation link (single use, INVITE_TTL_DAYS days)
 * and chooses it themselves, so no admin ever knows it.
 */
export const createStaffBodySchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    countryCode: countryCodeField,
    mobileNumber: mobileField,
    role: z.enum(staffRoles),
  })
  .strict()
  .superRefine(phoneRefinement);

/** How long an invitation link works. */
export const INVITE_TTL_DAYS = 7;

/** The token of a mailed invitation link (/app/accept-invite/{token}). */
export const inviteTokenBodySchema = z.object({ token: z.string().min(10).max(200) });

/** Whom an invitation link is for, shown on the page that sets the password. */
export const invitationSchema = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  ExpiresAt: z.string().describe('ISO time the link stops working'),
});

/** Accepting an invitation: the link's token and the password the person chose. */
export const acceptInviteBodySchema = z.object({
  token: z.string().min(10).max(200),
  password: passwordField,
});

/** Answer to an accepted invitation: the address to log in with (no session: a mailed link is not a login). */
export const acceptedInviteSchema = z.object({ Email: z.string() });

export const changeRoleBodySchema = z.object({ role: z.enum(accountRoles) });
export const idParamSchema = z.object({ id: idField });

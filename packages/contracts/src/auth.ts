import { z } from 'zod';
import { accountRoles } from './roles.ts';
import {
  countryCodeField, emailField, mobileField, nameField, passwordField, passwordOwnerRefinement, phoneRefinement, textField,
} from './validation.ts';

/** Device signature of spec section 3, sent at login and SSO exchange. All fields optional and bounded. */
export const deviceSignatureSchema = z
  .object({
    screenWidth: z.number().int().min(0).max(100000),
    screenHeight: z.number().int().min(0).max(100000),
    screenSize: textField(40),
    product: textField(100),
    platform: textField(100),
    userAgent: textField(500),
    operatingSystem: textField(100),
    deviceCompany: textField(100),
    language: textField(35),
    appVersion: textField(500),
    appCodeName: textField(100),
    colorDepth: z.number().int().min(0).max(128),
    pixelDepth: z.number().int().min(0).max(128),
    isMobile: z.boolean(),
  })
  .partial();
export type DeviceSignature = z.infer<typeof deviceSignatureSchema>;

export const registerBodySchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    password: passwordField,
    countryCode: countryCodeField,
    mobileNumber: mobileField,
  })
  .superRefine(phoneRefinement)
  .superRefine(passwordOwnerRefinement);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Required').max(128),
  device: deviceSignatureSchema.optional(),
  /** The token of a device remembered after a two-factor sign-in (skips the code until it expires). */
  rememberedDevice: z.string().min(20).max(200).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The spec's current user: id, name, role, email, country, thumb. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(accountRoles),
  email: z.string(),
  country: z.string().describe('dialling code of the mobile number, e.g. +91'),
  mobileNumber: z.string(),
  thumb: z.string().describe('profile picture URL'),
  EmailVerified: z.boolean().describe('whether the email address is confirmed (buying, posting in the forum and the resume bank need it)'),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionResultSchema = z.object({
  token: z.string().describe('bearer token; shown once'),
  expiresAt: z.string().describe('ISO time the session ends if not renewed'),
  user: currentUserSchema,
});
export type SessionResult = z.infer<typeof sessionResultSchema>;

/**
 * Registration answers the same for a new and an already registered email (no account enumeration):
 * no session, a message to check the inbox. The new account gets a verification link; an existing
 * one a notice that someone tried to register with its address.
 */
export const REGISTERED_MESSAGE = 'Check your email to verify your address, then log in';

/** The token of a mailed verification link (/app/verify-email/{token}). */
export const verifyEmailBodySchema = z.object({ token: z.string().min(10).max(200) });
export const VERIFIED_MESSAGE = 'Your email address is verified';

export const forgotPasswordBodySchema = z.object({ email: emailField });
export const resetPasswordBodySchema = z.object({
  token: z.string().min(10).max(200),
  password: passwordField,
});
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Required').max(128),
  newPassword: passwordField,
});
export const updateProfileBodySchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    countryCode: countryCodeField,
    mobileNumber: mobileField,
  })
  .superRefine(phoneRefinement);

/** SSO hand-over (spec call POST /users/verifySsoToken). */
export const verifySsoBodySchema = z.object({
  SessionToken: z.string().min(1).max(200),
  deviceDetails: deviceSignatureSchema.optional(),
});
export const ssoTokenResultSchema = z.object({
  ssoToken: z.string(),
  expiresAt: z.string(),
});
export const SSO_EXPIRED_MESSAGE = 'Session Token Expired';

/** Login session row of the spec (section 3), plus ids for actions. */
export const loginSessionSchema = z.object({
  ID: z.number().int(),
  UserID: z.number().int(),
  UserName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  UserAgent: z.string(),
  ScreenResolution: z.string(),
  CreatedOn: z.string(),
  LastRenewedOn: z.string(),
  EndedOn: z.string().nullable(),
  Current: z.boolean().describe('true for the session making the request'),
});
export type LoginSession = z.infer<typeof loginSessionSchema>;

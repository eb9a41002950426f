import { endpoint } from './endpoint.ts';
import { z } from 'zod';
import {
  codeBodySchema, disableBodySchema, enrolledSessionSchema, loginEnableBodySchema, loginSetupBodySchema, recoveryCodesSchema,
  twoFactorLoginBodySchema, twoFactorSessionSchema, twoFactorSetupSchema, twoFactorStatusSchema,
} from './two-factor.ts';
import {
  changePasswordBodySchema, currentUserSchema, forgotPasswordBodySchema, loginBodySchema, loginSessionSchema, registerBodySchema,
  resetPasswordBodySchema, sessionResultSchema, ssoTokenResultSchema, updateProfileBodySchema, verifyEmailBodySchema, verifySsoBodySchema,
} from './auth.ts';
import { listQuerySchema, pageSchema } from './list.ts';
import { loginResultSchema } from './two-factor.ts';
import { acceptedInviteSchema, acceptInviteBodySchema, idParamSchema, invitationSchema, inviteTokenBodySchema } from './users.ts';

const tags = ['auth'];

/** Accounts: sign-up and sign-in, my profile and sessions, two-factor sign-in, invitations. */
export const authEndpoints = {
  register: endpoint({
    method: 'POST', path: '/api/auth/register', tags, access: 'public',
    summary:
      'Create a learner account and mail a link to verify its email address. Same answer, and no session, whether or not ' +
      'the email is already registered (the owner of an existing account is mailed a notice instead)',
    body: registerBodySchema, response: z.null(),
  }),
  verifyEmail: endpoint({
    method: 'POST', path: '/api/auth/verify-email', tags, access: 'public',
    summary: 'Confirm an email address with the token of a mailed verification link (single use, 48 hours)',
    body: verifyEmailBodySchema, response: z.null(),
  }),
  resendVerification: endpoint({
    method: 'POST', path: '/api/auth/resend-verification', tags, access: 'authenticated',
    summary: 'Mail me a new email verification link (3 an hour; 422 when already verified)',
    response: z.null(),
  }),
  login: endpoint({
    method: 'POST', path: '/api/auth/login', tags, access: 'public',
    summary:
      'Sign in with email and password. An account with two-factor sign-in (or whose role requires it) gets a challenge ' +
      'instead of a session (TwoFactorRequired), unless rememberedDevice is the token of a device it remembers',
    body: loginBodySchema, response: loginResultSchema,
  }),
  logout: endpoint({
    method: 'POST', path: '/api/auth/logout', tags, access: 'authenticated',
    summary: 'End the current session',
    response: z.null(),
  }),
  me: endpoint({
    method: 'GET', path: '/api/auth/me', tags, access: 'authenticated',
    summary: 'The signed-in user',
    response: currentUserSchema,
  }),
  updateProfile: endpoint({
    method: 'PUT', path: '/api/auth/profile', tags, access: 'authenticated',
    summary: 'Update my personal details',
    body: updateProfileBodySchema, response: currentUserSchema,
  }),
  uploadPhoto: endpoint({
    method: 'POST', path: '/api/auth/profile/photo', tags, access: 'authenticated',
    summary: 'Upload my profile photo (multipart "file"; PNG, JPEG or WebP; at most 2 MB); replaces the previous one',
    upload: true, response: currentUserSchema,
  }),
  removePhoto: endpoint({
    method: 'DELETE', path: '/api/auth/profile/photo', tags, access: 'authenticated',
    summary: 'Remove my profile photo (back to the default picture)',
    response: currentUserSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST', path: '/api/auth/forgot-password', tags, access: 'public',
    summary: 'Mail a password reset link (same answer whether or not the email exists)',
    body: forgotPasswordBodySchema, response: z.null(),
  }),
  resetPassword: endpoint({
    method: 'POST', path: '/api/auth/reset-password', tags, access: 'public',
    summary: 'Set a new password with a mailed reset token',
    body: resetPasswordBodySchema, response: z.null(),
  }),
  changePassword: endpoint({
    method: 'POST', path: '/api/auth/change-password', tags, access: 'authenticated',
    summary: 'Change my password; ends my other sessions',
    body: changePasswordBodySchema, response: z.null(),
  }),
  ssoTokens: endpoint({
    method: 'POST', path: '/api/auth/sso-tokens', tags, access: 'authenticated',
    summary: 'Issue a one-time token that signs this user in elsewhere (e.g. from the mobile app)',
    response: ssoTokenResultSchema,
  }),
  /** The spec's call path, under /users, but an auth endpoint (tagged auth). */
  verifySsoToken: endpoint({
    method: 'POST', path: '/api/users/verifySsoToken', tags, access: 'public',
    summary: 'Exchange a one-time SSO token for a session',
    body: verifySsoBodySchema, response: sessionResultSchema,
  }),
  mySessions: endpoint({
    method: 'GET', path: '/api/auth/sessions', tags, access: 'authenticated',
    summary: 'My active sessions',
    query: listQuerySchema, response: pageSchema(loginSessionSchema),
  }),
  endMySession: endpoint({
    method: 'DELETE', path: '/api/auth/sessions/:id', tags, access: 'authenticated',
    owner: 'session',
    summary: 'End one of my sessions',
    params: idParamSchema, response: z.null(),
  }),
  revokeOtherSessions: endpoint({
    method: 'POST', path: '/api/auth/sessions/revoke-others', tags, access: 'authenticated',
    summary: 'Log out all my other sessions',
    response: z.object({ ended: z.number().int() }),
  }),

  // Invitations of staff accounts (docs/architecture.md, "Accounts").
  invitation: endpoint({
    method: 'POST', path: '/api/auth/invitation', tags, access: 'public',
    summary:
      'Whom a mailed invitation link is for, before the password is chosen (the token goes in the body, out of ' +
      'access logs); 400 TOKEN_INVALID when the link has expired, was used or was replaced by a newer one',
    body: inviteTokenBodySchema, response: invitationSchema,
  }),
  acceptInvite: endpoint({
    method: 'POST', path: '/api/auth/accept-invite', tags, access: 'public',
    summary:
      'Set the password of an invited staff account with the token of its invitation link (single use, 7 days); ' +
      'confirms the email address. No session: the person logs in afterwards',
    body: acceptInviteBodySchema, response: acceptedInviteSchema,
  }),

  // Two-factor sign-in (docs/architecture.md, "Accounts").
  loginTwoFactor: endpoint({
    method: 'POST', path: '/api/auth/login/two-factor', tags, access: 'public',
    summary:
      'Second sign-in step: the ChallengeToken of the login answer with a code of the authenticator app (or a recovery ' +
      'code, once each) gives the session; RememberDevice also gives a token that skips the code on this device for 30 days. ' +
      'A challenge accepts 5 wrong codes, then the password is asked again',
    body: twoFactorLoginBodySchema, response: twoFactorSessionSchema,
  }),
  loginTwoFactorSetup: endpoint({
    method: 'POST', path: '/api/auth/login/two-factor/setup', tags, access: 'public',
    summary:
      'Forced enrolment (a role that requires two-factor sign-in, not set up yet): with the ChallengeToken of the login ' +
      'answer, a new key for the authenticator app, as text and QR code. No session until it is confirmed',
    body: loginSetupBodySchema, response: twoFactorSetupSchema,
  }),
  loginTwoFactorEnable: endpoint({
    method: 'POST', path: '/api/auth/login/two-factor/enable', tags, access: 'public',
    summary: 'Forced enrolment: confirm the new key with a code of the app; answers the session and the ten recovery codes (shown once)',
    body: loginEnableBodySchema, response: enrolledSessionSchema,
  }),
  twoFactorStatus: endpoint({
    method: 'GET', path: '/api/auth/two-factor', tags, access: 'authenticated',
    summary: 'My two-factor sign-in: whether it is on, whether my role requires it, recovery codes left, remembered devices',
    response: twoFactorStatusSchema,
  }),
  twoFactorSetup: endpoint({
    method: 'POST', path: '/api/auth/two-factor/setup', tags, access: 'authenticated',
    summary: 'Start setting up two-factor sign-in: a new key for the authenticator app, as text and QR code (422 when it is on already)',
    response: twoFactorSetupSchema,
  }),
  twoFactorEnable: endpoint({
    method: 'POST', path: '/api/auth/two-factor/enable', tags, access: 'authenticated',
    summary: 'Turn two-factor sign-in on by confirming the new key with a code of the app; answers the ten recovery codes (shown once)',
    body: codeBodySchema, response: recoveryCodesSchema,
  }),
  twoFactorDisable: endpoint({
    method: 'POST', path: '/api/auth/two-factor/disable', tags, access: 'authenticated',
    summary: 'Turn two-factor sign-in off with my password and a code (of the app or a recovery code); 422 when my role requires it',
    body: disableBodySchema, response: z.null(),
  }),
  twoFactorRecoveryCodes: endpoint({
    method: 'POST', path: '/api/auth/two-factor/recovery-codes', tags, access: 'authenticated',
    summary: 'Ten new recovery codes (shown once) for a code of the app; the earlier ones stop working',
    body: codeBodySchema, response: recoveryCodesSchema,
  }),
  forgetDevice: endpoint({
    method: 'DELETE', path: '/api/auth/two-factor/devices/:id', tags, access: 'authenticated',
    owner: 'rememberedDevice',
    summary: 'Forget one of my remembered devices: it asks for a code at the next sign-in',
    params: idParamSchema, response: z.null(),
  }),
  resetTwoFactor: endpoint({
    method: 'POST', path: '/api/users/:id/two-factor/reset', tags: ['users'], access: 'users.manageAdmins',
    summary:
      'Lost device: turn off the two-factor sign-in of an account (key, recovery codes and remembered devices) and end its ' +
      'sessions; recorded in the audit log. SuperAdmin only; 422 when it is not on',
    params: idParamSchema, response: z.null(),
  }),
};

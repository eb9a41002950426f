import { endpoint } from './endpoint.ts';
import { z } from 'zod';
import {
  codeBodySchema, disableBodySchema, enrolledSessionSchema, loginEnableBodySchema, loginSetupBodySchema, recoveryCodesSchema,
  twoFactorLoginBodySchema, twoFactorSessionSchema, twoFactorSetupSchema, twoFactorStatusSchema,
} from './two-factor.ts';
import { acceptedInviteSchema, acceptInviteBodySchema, idParamSchema, invitationSchema, inviteTokenBodySchema } from './users.ts';

const tags = ['auth'];

/** Accounts (the auth module's endpoints that moved to the table; the rest are in auth.routes.ts). */
export const authEndpoints = {
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

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema, currentUserSchema, forgotPasswordBodySchema, loginBodySchema, loginSessionSchema,
  REGISTERED_MESSAGE, registerBodySchema, resetPasswordBodySchema, sessionResultSchema, ssoTokenResultSchema,
  updateProfileBodySchema, VERIFIED_MESSAGE, verifyEmailBodySchema, verifySsoBodySchema,
} from '@app/contracts/auth';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { loginResultSchema } from '@app/contracts/two-factor';
import { envelope } from '@app/contracts/envelope';
import { listQuerySchema, pageSchema } from '@app/contracts/list';
import { idParamSchema } from '@app/contracts/users';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { route } from '../../platform/http/route.ts';
import { toCurrentUser } from '../users/users.service.ts';
import type { Services } from '../../services.ts';

const empty = envelope(z.null());
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ services: Services; authRateLimit: number }> = async (app, opts) => {
  const { auth, sessions, users, twoFactor } = opts.services;
  const tight = { access: 'public' as const, rateLimit: { max: opts.authRateLimit, timeWindow: 60_000 } };

  app.post('/api/auth/register', {
    schema: {
      tags,
      summary: 'Create a learner account and mail a link to verify its email address. Same answer, and no session, whether or not the email is already registered (the owner of an existing account is mailed a notice instead)',
      body: registerBodySchema,
      response: { 200: empty },
    },
    config: tight,
  }, async (req) => {
    await auth.register(req.body);
    return ok(null, REGISTERED_MESSAGE);
  });

  app.post('/api/auth/verify-email', {
    schema: { tags, summary: 'Confirm an email address with the token of a mailed verification link (single use, 48 hours)', body: verifyEmailBodySchema, response: { 200: empty } },
    config: tight,
  }, async (req) => {
    await auth.verifyEmail(req.body.token);
    return ok(null, VERIFIED_MESSAGE);
  });

  app.post('/api/auth/resend-verification', {
    schema: { tags, summary: 'Mail me a new email verification link (3 an hour; 422 when already verified)', response: { 200: empty } },
    config: { access: 'authenticated', rateLimit: { max: opts.authRateLimit, timeWindow: 60_000 } },
  }, async (req) => {
    await auth.resendVerification(requireAuth(req));
    return ok(null, 'A new verification link is on its way');
  });

  app.post('/api/auth/login', {
    schema: {
      tags,
      summary:
        'Sign in with email and password. An account with two-factor sign-in (or whose role requires it) gets a challenge ' +
        'instead of a session (TwoFactorRequired), unless rememberedDevice is the token of a device it remembers',
      body: loginBodySchema,
      response: { 200: envelope(loginResultSchema) },
    },
    config: tight,
  }, async (req) => ok(await auth.login(req.body, requestMeta(req))));

  app.post('/api/auth/logout', {
    schema: { tags, summary: 'End the current session', response: { 200: empty } },
    config: { access: 'authenticated' },
  }, async (req) => {
    await auth.logout(requireAuth(req));
    return ok(null);
  });

  app.get('/api/auth/me', {
    schema: { tags, summary: 'The signed-in user', response: { 200: envelope(currentUserSchema) } },
    config: { access: 'authenticated' },
  }, async (req) => ok(await auth.me(requireAuth(req))));

  app.put('/api/auth/profile', {
    schema: { tags, summary: 'Update my personal details', body: updateProfileBodySchema, response: { 200: envelope(currentUserSchema) } },
    config: { access: 'authenticated' },
  }, async (req) => ok(toCurrentUser((await users.updateProfile(requireAuth(req).userId, req.body))!)));

  app.post('/api/auth/profile/photo', {
    schema: { tags, summary: 'Upload my profile photo (multipart "file"; PNG, JPEG or WebP; at most 2 MB); replaces the previous one', consumes: ['multipart/form-data'], response: { 200: envelope(currentUserSchema) } },
    config: { access: 'authenticated' },
  }, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the photo as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(toCurrentUser(await users.setPhoto(requireAuth(req).userId, part)));
  });

  app.delete('/api/auth/profile/photo', {
    schema: { tags, summary: 'Remove my profile photo (back to the default picture)', response: { 200: envelope(currentUserSchema) } },
    config: { access: 'authenticated' },
  }, async (req) => ok(toCurrentUser(await users.removePhoto(requireAuth(req).userId))));

  app.post('/api/auth/forgot-password', {
    schema: { tags, summary: 'Mail a password reset link (same answer whether or not the email exists)', body: forgotPasswordBodySchema, response: { 200: empty } },
    config: tight,
  }, async (req) => {
    await auth.forgotPassword(req.body.email);
    return ok(null, 'If an account exists for this email, a reset link is on its way');
  });

  app.post('/api/auth/reset-password', {
    schema: { tags, summary: 'Set a new password with a mailed reset token', body: resetPasswordBodySchema, response: { 200: empty } },
    config: tight,
  }, async (req) => {
    await auth.resetPassword(req.body);
    return ok(null, 'Your password has been changed; please log in');
  });

  route(app, authEndpoints.invitation, async (req) => ok(await auth.invitation(req.body.token)), { config: tight });
  route(app, authEndpoints.loginTwoFactor, async (req) => ok(await auth.loginTwoFactor(req.body, requestMeta(req))), { config: tight });
  route(app, authEndpoints.loginTwoFactorSetup, async (req) => ok(await auth.loginTwoFactorSetup(req.body.ChallengeToken)), { config: tight });
  route(app, authEndpoints.loginTwoFactorEnable, async (req) => ok(await auth.loginTwoFactorEnable(req.body, requestMeta(req))), { config: tight });
  const limited = { config: { rateLimit: { max: opts.authRateLimit, timeWindow: 60_000 } } };
  route(app, authEndpoints.twoFactorStatus, async (req) => ok(await twoFactor.status(requireAuth(req))));
  route(app, authEndpoints.twoFactorSetup, async (req) => ok(await twoFactor.setup(requireAuth(req).userId)), limited);
  route(app, authEndpoints.twoFactorEnable, async (req) => ok({ RecoveryCodes: await twoFactor.enable(requireAuth(req).userId, req.body.Code) }), limited);
  route(app, authEndpoints.twoFactorDisable, async (req) => {
    await twoFactor.disable(requireAuth(req), req.body.Password, req.body.Code);
    return ok(null, 'Two-factor sign-in is off');
  }, limited);
  route(app, authEndpoints.twoFactorRecoveryCodes, async (req) =>
    ok({ RecoveryCodes: await twoFactor.regenerateRecoveryCodes(requireAuth(req).userId, req.body.Code) }), limited);
  route(app, authEndpoints.forgetDevice, async (req) => {
    await twoFactor.forgetDevice(requireAuth(req).userId, req.params.id);
    return ok(null);
  });
  route(app, authEndpoints.resetTwoFactor, async (req) => {
    await twoFactor.reset(requireActor(req), req.params.id);
    return ok(null, 'Two-factor sign-in is reset');
  });
  route(app, authEndpoints.acceptInvite, async (req) => ok(await auth.acceptInvite(req.body), 'Your password is set; please log in'), { config: tight });

  app.post('/api/auth/change-password', {
    schema: { tags, summary: 'Change my password; ends my other sessions', body: changePasswordBodySchema, response: { 200: empty } },
    config: { access: 'authenticated', rateLimit: { max: opts.authRateLimit, timeWindow: 60_000 } },
  }, async (req) => {
    await auth.changePassword(requireAuth(req), req.body);
    return ok(null);
  });

  app.post('/api/auth/sso-tokens', {
    schema: { tags, summary: 'Issue a one-time token that signs this user in elsewhere (e.g. from the mobile app)', response: { 200: envelope(ssoTokenResultSchema) } },
    config: { access: 'authenticated' },
  }, async (req) => ok(await auth.issueSsoToken(requireAuth(req))));

  app.post('/api/users/verifySsoToken', {
    schema: { tags, summary: 'Exchange a one-time SSO token for a session', body: verifySsoBodySchema, response: { 200: envelope(sessionResultSchema) } },
    config: tight,
  }, async (req) => ok(await auth.verifySsoToken(req.body.SessionToken, req.body.deviceDetails, requestMeta(req))));

  app.get('/api/auth/sessions', {
    schema: { tags, summary: 'My active sessions', querystring: listQuerySchema, response: { 200: envelope(pageSchema(loginSessionSchema)) } },
    config: { access: 'authenticated' },
  }, async (req) => {
    const a = requireAuth(req);
    return ok(await sessions.listActiveOfUser(a.userId, req.query, a.sessionId));
  });

  app.delete('/api/auth/sessions/:id', {
    schema: { tags, summary: 'End one of my sessions', params: idParamSchema, response: { 200: empty } },
    config: { access: 'authenticated' },
  }, async (req) => {
    await sessions.endOwn(requireAuth(req).userId, req.params.id);
    return ok(null);
  });

  app.post('/api/auth/sessions/revoke-others', {
    schema: { tags, summary: 'Log out all my other sessions', response: { 200: envelope(z.object({ ended: z.number().int() })) } },
    config: { access: 'authenticated' },
  }, async (req) => {
    const a = requireAuth(req);
    return ok({ ended: await sessions.endOthersForUser(a.userId, a.sessionId, 'logout-others') });
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGISTERED_MESSAGE, VERIFIED_MESSAGE } from '@app/contracts/auth';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { route } from '../../platform/http/route.ts';
import { toCurrentUser } from '../users/users.service.ts';
import type { Services } from '../../services.ts';

export const authRoutes: FastifyPluginAsyncZod<{ services: Services; authRateLimit: number }> = async (app, opts) => {
  const { auth, sessions, users, twoFactor } = opts.services;
  // The tighter limit of the sign-in, sign-up and password endpoints (per client, a minute).
  const limited = { config: { rateLimit: { max: opts.authRateLimit, timeWindow: 60_000 } } };

  route(app, authEndpoints.register, async (req) => {
    await auth.register(req.body);
    return ok(null, REGISTERED_MESSAGE);
  }, limited);

  route(app, authEndpoints.verifyEmail, async (req) => {
    await auth.verifyEmail(req.body.token);
    return ok(null, VERIFIED_MESSAGE);
  }, limited);

  route(app, authEndpoints.resendVerification, async (req) => {
    await auth.resendVerification(requireAuth(req));
    return ok(null, 'A new verification link is on its way');
  }, limited);

  route(app, authEndpoints.login, async (req) => ok(await auth.login(req.body, requestMeta(req))), limited);

  route(app, authEndpoints.logout, async (req) => {
    await auth.logout(requireAuth(req));
    return ok(null);
  });

  route(app, authEndpoints.me, async (req) => ok(await auth.me(requireAuth(req))));

  route(app, authEndpoints.updateProfile, async (req) => ok(toCurrentUser((await users.updateProfile(requireAuth(req).userId, req.body))!)));

  route(app, authEndpoints.uploadPhoto, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the photo as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(toCurrentUser(await users.setPhoto(requireAuth(req).userId, part)));
  });

  route(app, authEndpoints.removePhoto, async (req) => ok(toCurrentUser(await users.removePhoto(requireAuth(req).userId))));

  route(app, authEndpoints.forgotPassword, async (req) => {
    await auth.forgotPassword(req.body.email);
    return ok(null, 'If an account exists for this email, a reset link is on its way');
  }, limited);

  route(app, authEndpoints.resetPassword, async (req) => {
    await auth.resetPassword(req.body);
    return ok(null, 'Your password has been changed; please log in');
  }, limited);

  route(app, authEndpoints.invitation, async (req) => ok(await auth.invitation(req.body.token)), limited);
  route(app, authEndpoints.loginTwoFactor, async (req) => ok(await auth.loginTwoFactor(req.body, requestMeta(req))), limited);
  route(app, authEndpoints.loginTwoFactorSetup, async (req) => ok(await auth.loginTwoFactorSetup(req.body.ChallengeToken)), limited);
  route(app, authEndpoints.loginTwoFactorEnable, async (req) => ok(await auth.loginTwoFactorEnable(req.body, requestMeta(req))), limited);
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
  route(app, authEndpoints.acceptInvite, async (req) => ok(await auth.acceptInvite(req.body), 'Your password is set; please log in'), limited);

  route(app, authEndpoints.changePassword, async (req) => {
    await auth.changePassword(requireAuth(req), req.body);
    return ok(null);
  }, limited);

  route(app, authEndpoints.ssoTokens, async (req) => ok(await auth.issueSsoToken(requireAuth(req))));

  route(app, authEndpoints.verifySsoToken, async (req) =>
    ok(await auth.verifySsoToken(req.body.SessionToken, req.body.deviceDetails, requestMeta(req))), limited);

  route(app, authEndpoints.mySessions, async (req) => {
    const a = requireAuth(req);
    return ok(await sessions.listActiveOfUser(a.userId, req.query, a.sessionId));
  });

  route(app, authEndpoints.endMySession, async (req) => {
    await sessions.endOwn(requireAuth(req).userId, req.params.id);
    return ok(null);
  });

  route(app, authEndpoints.revokeOtherSessions, async (req) => {
    const a = requireAuth(req);
    return ok({ ended: await sessions.endOthersForUser(a.userId, a.sessionId, 'logout-others') });
  });
};

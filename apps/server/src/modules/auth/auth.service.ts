import type { z } from 'zod';
import type {
  changePasswordBodySchema, DeviceSignature, LoginBody, RegisterBody, resetPasswordBodySchema, SessionResult,
} from '@app/contracts/auth';
import { SSO_EXPIRED_MESSAGE } from '@app/contracts/auth';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertNotBlocked, consumeOrThrow, createLimiter } from '../../platform/http/limiter.ts';
import { assertPasswordAcceptable, toCurrentUser, type UsersService } from '../users/users.service.ts';
import * as repo from './auth.repository.ts';
import type { SessionsService } from './sessions.service.ts';

const RESET_TTL_MS = 30 * 60_000;
const SSO_TTL_MS = 2 * 60_000;
const LOGIN_WINDOW_SEC = 15 * 60;

type RequestMeta = { ip: string; userAgent?: string };

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(ctx: AppContext, users: UsersService, sessions: SessionsService) {
  const accountFailures = createLimiter(ctx.redis, {
    keyPrefix: 'login-fail-account',
    points: ctx.config.LOGIN_FAILURES_PER_ACCOUNT,
    durationSec: LOGIN_WINDOW_SEC,
  });
  const ipAttempts = createLimiter(ctx.redis, {
    keyPrefix: 'login-ip',
    points: ctx.config.LOGIN_ATTEMPTS_PER_IP,
    durationSec: LOGIN_WINDOW_SEC,
  });

  async function sessionFor(userId: number, device: DeviceSignature | undefined, meta: RequestMeta): Promise<SessionResult> {
    const user = await users.get(userId);
    const s = await sessions.start(userId, device, meta);
    return { token: s.token, expiresAt: s.expiresAt.toISOString(), user: toCurrentUser(user) };
  }

  const invalid = () => new AppError('INVALID_CREDENTIALS', 'Email or password is incorrect');

  return {
    async register(body: RegisterBody, meta: RequestMeta) {
      const user = await users.createAccount({ ...body, role: 'Trainee' });
      return sessionFor(user.id, undefined, meta);
    },

    async login(body: LoginBody, meta: RequestMeta) {
      const email = body.email.toLowerCase();
      await consumeOrThrow(ipAttempts, meta.ip);
      await assertNotBlocked(accountFailures, email);
      const user = await users.findByEmail(email);
      if (!user) {
        await verifyAgainstDummy(body.password);
        await consumeOrThrow(accountFailures, email);
        throw invalid();
      }
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        await consumeOrThrow(accountFailures, email);
        throw invalid();
      }
      if (!user.active) throw new AppError('ACCOUNT_DISABLED', 'This account has been deactivated');
      await accountFailures.delete(email);
      return sessionFor(user.id, body.device, meta);
    },

    logout: (auth: AuthContext) => sessions.end(auth.sessionId, 'logout'),

    me: async (auth: AuthContext) => toCurrentUser(await users.get(auth.userId)),

    /** Mails a single-use reset link when the account exists; the answer never tells whether it does. */
    async forgotPassword(email: string) {
      const user = await users.findByEmail(email);
      if (!user || !user.active) return;
      const token = newToken();
      const now = ctx.now();
      await repo.insertOneTimeToken(ctx.db, {
        userId: user.id,
        purpose: 'reset',
        tokenHash: hashToken(token),
        createdOn: now,
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      });
      const link = `${ctx.config.APP_URL}/app/reset-password?token=${encodeURIComponent(token)}`;
      await ctx.mailer.enqueue({
        to: user.email,
        subject: `Reset your ${ctx.config.BRAND} password`,
        text:
          `Hello ${user.firstName},\n\nSomeone (hopefully you) asked to reset the password of your ${ctx.config.BRAND} account.\n` +
          `Open this link within 30 minutes to choose a new password:\n\n${link}\n\n` +
          `If you did not ask for this, ignore this mail: your password stays as it is.\n`,
        idempotencyKey: `reset:${hashToken(token)}`,
      });
    },

    async resetPassword(body: z.infer<typeof resetPasswordBodySchema>) {
      assertPasswordAcceptable(body.password);
      const now = ctx.now();
      const userId = await repo.consumeOneTimeToken(ctx.db, hashToken(body.token), 'reset', now);
      if (!userId) throw new AppError('TOKEN_INVALID', 'This reset link is invalid or has expired');
      await users.setPasswordHash(userId, await hashPassword(body.password));
      await repo.voidOneTimeTokens(ctx.db, userId, 'reset', now);
      await sessions.endAllForUser(userId, 'password-reset');
    },

    async changePassword(auth: AuthContext, body: z.infer<typeof changePasswordBodySchema>) {
      const user = await users.get(auth.userId);
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw new AppError('VALIDATION', 'The current password is not correct', [
          { path: 'body.currentPassword', message: 'Not your current password' },
        ]);
      }
      assertPasswordAcceptable(body.newPassword, 'body.newPassword');
      await users.setPasswordHash(user.id, await hashPassword(body.newPassword));
      await sessions.endOthersForUser(user.id, auth.sessionId, 'password-changed');
    },

    /** A one-time, short-lived token that hands this user's sign-in to another device. */
    async issueSsoToken(auth: AuthContext) {
      const token = newToken();
      const now = ctx.now();
      const expiresAt = new Date(now.getTime() + SSO_TTL_MS);
      await repo.insertOneTimeToken(ctx.db, {
        userId: auth.userId,
        purpose: 'sso',
        tokenHash: hashToken(token),
        createdOn: now,
        expiresAt,
      });
      return { ssoToken: token, expiresAt: expiresAt.toISOString() };
    },

    async verifySsoToken(token: string, device: DeviceSignature | undefined, meta: RequestMeta) {
      const userId = await repo.consumeOneTimeToken(ctx.db, hashToken(token), 'sso', ctx.now());
      const user = userId ? await users.get(userId) : undefined;
      if (!user || !user.active) throw new AppError('TOKEN_INVALID', SSO_EXPIRED_MESSAGE);
      return sessionFor(user.id, device, meta);
    },
  };
}

import type { z } from 'zod';
import type {
  changePasswordBodySchema, DeviceSignature, LoginBody, RegisterBody, resetPasswordBodySchema, SessionResult,
} from '@app/contracts/auth';
import { SSO_EXPIRED_MESSAGE } from '@app/contracts/auth';
import { CHALLENGE_ATTEMPTS, type loginEnableBodySchema, type TwoFactorChallenge, type twoFactorLoginBodySchema } from '@app/contracts/two-factor';
import { INVITE_TTL_DAYS, type acceptInviteBodySchema } from '@app/contracts/users';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertNotBlocked, consumeOrThrow, createLimiter } from '../../platform/http/limiter.ts';
import { assertPasswordAcceptable, toCurrentUser, type NewStaff, type UsersService } from '../users/users.service.ts';
import type { UserRecord } from '../users/users.repository.ts';
import * as repo from './auth.repository.ts';
import type { SessionsService } from './sessions.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const RESET_TTL_MS = 30 * 60_000;
const SSO_TTL_MS = 2 * 60_000;
const VERIFY_TTL_HOURS = 48;
const VERIFY_TTL_MS = VERIFY_TTL_HOURS * 3_600_000;
const LOGIN_WINDOW_SEC = 15 * 60;
/** Verification mails a signed-in account may ask for per hour. */
const RESEND_PER_HOUR = 3;
const INVITE_TTL_MS = INVITE_TTL_DAYS * 86_400_000;
/** Invitations an admin may resend per account and hour (a second click, a corrected mailbox; not a mail bomb). */
const INVITE_RESEND_PER_HOUR = 3;
/** At most one "someone tried to register with your address" mail per account in this window (no mail bombing). */
const EXISTING_NOTICE_WINDOW_MS = 60 * 60_000;

/** The second sign-in step must follow the password within this time; a forced enrolment (scanning, typing) gets longer. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const ENROL_CHALLENGE_TTL_MS = 15 * 60_000;

/** Purposes of one_time_tokens rows. */
const PURPOSE = {
  reset: 'reset', sso: 'sso', verifyEmail: 'verify-email', invite: 'invite', twoFactor: 'two-factor', twoFactorEnrol: 'two-factor-enrol',
} as const;

type RequestMeta = { ip: string; userAgent?: string };

export type AuthService = ReturnType<typeof createAuthService>;

/** What other modules do when something happens here (wired in services.ts). */
export type AuthHooks = {
  /** A new account registered itself (a demo account): the CRM records it as a demo lead. */
  registered?: (user: { id: number; email: string }) => Promise<void>;
};

export function createAuthService(ctx: AppContext, users: UsersService, sessions: SessionsService, twoFactor: TwoFactorService, hooks: AuthHooks = {}) {
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

  // Codes tried per challenge: its window outlasts the challenge, so a used-up challenge needs the password again.
  const challengeAttempts = createLimiter(ctx.redis, {
    keyPrefix: 'two-factor-challenge', points: CHALLENGE_ATTEMPTS, durationSec: ENROL_CHALLENGE_TTL_MS / 1000,
  });
  const invalidChallenge = () =>
    new AppError('TOKEN_INVALID', 'This sign-in has expired or was already completed: please enter your password again');

  /** The account of a live challenge (not used up) after counting one attempt on it; TOKEN_INVALID otherwise. */
  async function challengeUser(token: string, purpose: string, count = true) {
    const tokenHash = hashToken(token);
    const userId = await repo.findOneTimeTokenUser(ctx.db, tokenHash, purpose, ctx.now());
    if (!userId) throw invalidChallenge();
    if (count) await consumeOrThrow(challengeAttempts, tokenHash);
    return { userId, tokenHash };
  }

  /** Uses the challenge up (once: a second request with it gets TOKEN_INVALID) and starts the session. */
  async function completeChallenge(
    c: { userId: number; tokenHash: string }, purpose: string, remember: boolean, device: DeviceSignature | undefined, meta: RequestMeta,
  ) {
    if ((await repo.consumeOneTimeToken(ctx.db, c.tokenHash, purpose, ctx.now())) !== c.userId) throw invalidChallenge();
    const user = await users.get(c.userId);
    if (!user.active) throw new AppError('ACCOUNT_DISABLED', 'This account has been deactivated');
    const session = await sessionFor(user.id, device, meta);
    const RememberedDevice = remember ? await twoFactor.rememberDevice(user.id, device?.userAgent ?? meta.userAgent ?? '') : null;
    return { ...session, RememberedDevice };
  }

  const resendLimiter = createLimiter(ctx.redis, { keyPrefix: 'verify-resend', points: RESEND_PER_HOUR, durationSec: 3600 });

  const inviteResendLimiter = createLimiter(ctx.redis, { keyPrefix: 'invite-resend', points: INVITE_RESEND_PER_HOUR, durationSec: 3600 });

  const invalid = () => new AppError('INVALID_CREDENTIALS', 'Email or password is incorrect');
  const invalidInvite = () =>
    new AppError('TOKEN_INVALID', 'This invitation link has expired, was already used or was replaced by a newer invitation');

  /**
   * A single-use token for a user, stored only as its hash (reset links, SSO hand-overs, email verification,
   * invitations); in the caller's transaction when given.
   */
  async function issueOneTimeToken(userId: number, purpose: string, ttlMs: number, db: Db = ctx.db) {
    const token = newToken();
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + ttlMs);
    await repo.insertOneTimeToken(db, { userId, purpose, tokenHash: hashToken(token), createdOn: now, expiresAt });
    return { token, expiresAt };
  }

  /** The name an invitation is signed with: the admin who sends it. */
  async function nameOf(actor: AuthContext) {
    const u = await users.get(actor.userId);
    return `${u.firstName} ${u.lastName}`.trim();
  }

  /**
   * Mails a staff account its invitation: a link (single use, INVITE_TTL_DAYS days) to the page where the person
   * chooses a password. Written in the caller's transaction, with the account or with the voiding of older links.
   */
  async function mailInvite(user: UserRecord, inviter: string | null, tx: Db) {
    const { token } = await issueOneTimeToken(user.id, PURPOSE.invite, INVITE_TTL_MS, tx);
    const base = `${ctx.config.APP_URL}/app`;
    const link = `${base}/accept-invite/${encodeURIComponent(token)}`;
    const role = user.role === 'SuperAdmin' ? 'Super admin' : user.role;
    await ctx.mailer.enqueue({
      to: user.email,
      subject: `You are invited to ${ctx.config.BRAND}`,
      text:
        `Hello ${user.firstName},\n\n${inviter ?? 'An administrator'} has created a staff account for you on ${ctx.config.BRAND}, ` +
        `with the role ${role}. To start, choose your password by opening this link within ${INVITE_TTL_DAYS} days:\n\n${link}\n\n` +
        `The link works once. Afterwards, log in here with this email address (${user.email}) and your new password:\n${base}/login\n\n` +
        `If the link has expired, ask ${inviter ?? 'your administrator'} to send you a new invitation.\n` +
        `If you were not expecting this mail, you can ignore it: nobody can sign in to the account until a password is chosen.\n`,
      idempotencyKey: `invite:${hashToken(token)}`,
    }, tx);
  }

  /** The account of a live invitation link that is still waiting for its password; TOKEN_INVALID otherwise. */
  async function invitedAccountOf(tokenHash: string, now: Date) {
    const live = await repo.findLiveOneTimeToken(ctx.db, tokenHash, PURPOSE.invite, now);
    const user = live ? await users.get(live.userId) : undefined;
    if (!live || !user || !user.active || !user.invitedOn) throw invalidInvite();
    return { user, expiresAt: live.expiresAt };
  }

  /** Mails a verification link (valid VERIFY_TTL_HOURS, single use) to the account's address. */
  async function sendVerification(user: UserRecord) {
    const { token } = await issueOneTimeToken(user.id, PURPOSE.verifyEmail, VERIFY_TTL_MS);
    const link = `${ctx.config.APP_URL}/app/verify-email/${encodeURIComponent(token)}`;
    await ctx.mailer.enqueue({
      to: user.email,
      subject: `Confirm your email address for ${ctx.config.BRAND}`,
      text:
        `Hello ${user.firstName},\n\nWelcome to ${ctx.config.BRAND}. Please confirm that this is your email address by opening this link ` +
        `within ${VERIFY_TTL_HOURS} hours:\n\n${link}\n\n` +
        `Until you do, you can sign in and browse, but not buy courses, post in the forum or appear in the resume bank.\n` +
        `If you did not create this account, ignore this mail.\n`,
      idempotencyKey: `verify:${hashToken(token)}`,
    });
  }

  /** Tells the owner of an existing account that someone tried to register with its address. */
  async function noticeExistingAccount(user: UserRecord) {
    const base = `${ctx.config.APP_URL}/app`;
    const window = Math.floor(ctx.now().getTime() / EXISTING_NOTICE_WINDOW_MS);
    await ctx.mailer.enqueue({
      to: user.email,
      subject: `Someone tried to create a ${ctx.config.BRAND} account with your email address`,
      text:
        `Hello ${user.firstName},\n\nSomeone (hopefully you) tried to create a new ${ctx.config.BRAND} account with this email address. ` +
        `You already have an account, so nothing was created and nothing has changed.\n\n` +
        `If it was you, log in here:\n${base}/login\n\n` +
        `Forgot your password? Choose a new one here:\n${base}/forgot-password\n\n` +
        `If it was not you, you can ignore this mail: your account and password stay as they are.\n`,
      idempotencyKey: `register-existing:${user.id}:${window}`,
    });
  }

  return {
    /**
     * Registration answers alike whether or not the email is taken (no account enumeration): never a session,
     * the same work (the password is hashed either way) and one mail to the address, either a verification link
     * for the new account or a notice to the existing one.
     */
    async register(body: RegisterBody): Promise<void> {
      const created = await users.tryCreateAccount({ ...body, role: 'Trainee', emailVerified: false });
      if (created) {
        await hooks.registered?.({ id: created.id, email: created.email });
        await sendVerification(created);
        return;
      }
      const existing = await users.findByEmail(body.email);
      if (existing?.active) await noticeExistingAccount(existing);
    },

    /** Confirms the address of the link's account; the link works once, within VERIFY_TTL_HOURS. */
    async verifyEmail(token: string) {
      const now = ctx.now();
      const userId = await repo.consumeOneTimeToken(ctx.db, hashToken(token), PURPOSE.verifyEmail, now);
      const user = userId ? await users.get(userId) : undefined;
      if (!user || !user.active) {
        throw new AppError('TOKEN_INVALID', 'This verification link is invalid, has expired or was already used');
      }
      await users.markEmailVerified(user.id);
      await repo.voidOneTimeTokens(ctx.db, user.id, PURPOSE.verifyEmail, now);
    },

    /** A new verification link for the signed-in account (RESEND_PER_HOUR an hour). */
    async resendVerification(auth: AuthContext) {
      const user = await users.get(auth.userId);
      if (user.emailVerifiedOn) throw new AppError('RULE_VIOLATED', 'Your email address is already verified');
      await consumeOrThrow(resendLimiter, String(user.id));
      await sendVerification(user);
    },

    /**
     * Creates a staff account without a password and mails it an invitation, in one transaction; the actor must
     * be allowed to grant the role (admin accounts: SuperAdmin only).
     */
    async inviteStaff(actor: AuthContext, input: NewStaff) {
      const inviter = await nameOf(actor);
      return users.createStaff(actor, input, (user, tx) => mailInvite(user, inviter, tx));
    },

    /** The same without an actor (the demo seed's pending invitation). */
    inviteAccount: (input: NewStaff) => users.createInvitedAccount(input, (user, tx) => mailInvite(user, null, tx)),

    /**
     * A new invitation for a staff account still waiting for its password: the earlier links stop working. 422
     * when the password is chosen already or the account is deactivated; INVITE_RESEND_PER_HOUR an hour.
     */
    async resendInvite(actor: Actor, userId: number) {
      const user = await users.get(userId);
      users.assertMayManage(actor, user.role);
      if (!user.active) throw new AppError('RULE_VIOLATED', 'This account is deactivated: activate it before sending a new invitation');
      if (!user.invitedOn) throw new AppError('RULE_VIOLATED', 'This person has already chosen a password: there is no invitation to resend');
      await consumeOrThrow(inviteResendLimiter, String(user.id));
      const inviter = await nameOf(actor);
      const now = ctx.now();
      return ctx.db.transaction(async (tx) => {
        const row = await users.markInvited(actor, user.id, tx);
        // Chosen or deactivated between the check and now.
        if (!row) throw new AppError('RULE_VIOLATED', 'This invitation is no longer pending');
        await repo.voidOneTimeTokens(tx, user.id, PURPOSE.invite, now);
        await mailInvite(row, inviter, tx);
        return row;
      });
    },

    /** Whom a live invitation link is for (the page that sets the password greets the person and checks the rule). */
    async invitation(token: string) {
      const { user, expiresAt } = await invitedAccountOf(hashToken(token), ctx.now());
      return { FirstName: user.firstName, LastName: user.lastName, Email: user.email, ExpiresAt: expiresAt.toISOString() };
    },

    /**
     * Sets the invited account's password with the link's token (once), confirms its address and ends the
     * invitation; the account's other invitation links stop working. No session: the person logs in.
     */
    async acceptInvite(body: z.infer<typeof acceptInviteBodySchema>) {
      const now = ctx.now();
      const tokenHash = hashToken(body.token);
      const { user } = await invitedAccountOf(tokenHash, now);
      // Checked before the link is used up, so a refused password leaves it valid for a second try.
      assertPasswordAcceptable(body.password, user);
      const passwordHash = await hashPassword(body.password);
      await ctx.db.transaction(async (tx) => {
        if ((await repo.consumeOneTimeToken(tx, tokenHash, PURPOSE.invite, now)) !== user.id) throw invalidInvite();
        await users.acceptInvitation(user, passwordHash, tx);
        await repo.voidOneTimeTokens(tx, user.id, PURPOSE.invite, now);
      });
      await sessions.userChanged(user.id);
      return { Email: user.email };
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
      const step = await twoFactor.loginStep(user, body.rememberedDevice);
      if (step === 'none') return sessionFor(user.id, body.device, meta);
      // A second step instead of a session: a single-use challenge (stored hashed) that only the two-factor endpoints take.
      const enrol = step === 'enrol';
      const { token, expiresAt } = await issueOneTimeToken(
        user.id, enrol ? PURPOSE.twoFactorEnrol : PURPOSE.twoFactor, enrol ? ENROL_CHALLENGE_TTL_MS : CHALLENGE_TTL_MS,
      );
      const challenge: TwoFactorChallenge = { TwoFactorRequired: true, EnrolmentRequired: enrol, ChallengeToken: token, ExpiresAt: expiresAt.toISOString() };
      return challenge;
    },

    /** Second step: a code of the app (or a recovery code) for the challenge gives the session. */
    async loginTwoFactor(body: z.infer<typeof twoFactorLoginBodySchema>, meta: RequestMeta) {
      const c = await challengeUser(body.ChallengeToken, PURPOSE.twoFactor);
      await twoFactor.verify(c.userId, { code: body.Code, recoveryCode: body.RecoveryCode });
      return completeChallenge(c, PURPOSE.twoFactor, body.RememberDevice, body.device, meta);
    },

    /** Forced enrolment: a key for the account of an enrolment challenge. */
    async loginTwoFactorSetup(challengeToken: string) {
      // Showing the key checks no code: not counted (the route's rate limit and the challenge's lifetime bound it).
      const c = await challengeUser(challengeToken, PURPOSE.twoFactorEnrol, false);
      return twoFactor.setup(c.userId);
    },

    /** Forced enrolment: the first code turns it on; the session and the recovery codes. */
    async loginTwoFactorEnable(body: z.infer<typeof loginEnableBodySchema>, meta: RequestMeta) {
      const c = await challengeUser(body.ChallengeToken, PURPOSE.twoFactorEnrol);
      const RecoveryCodes = await twoFactor.enable(c.userId, body.Code);
      return { ...(await completeChallenge(c, PURPOSE.twoFactorEnrol, body.RememberDevice, body.device, meta)), RecoveryCodes };
    },

    logout: (auth: AuthContext) => sessions.end(auth.sessionId, 'logout'),

    me: async (auth: AuthContext) => toCurrentUser(await users.get(auth.userId)),

    /** Mails a single-use reset link when the account exists; the answer never tells whether it does. */
    async forgotPassword(email: string) {
      const user = await users.findByEmail(email);
      if (!user || !user.active) return;
      const { token } = await issueOneTimeToken(user.id, PURPOSE.reset, RESET_TTL_MS);
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
      const now = ctx.now();
      const tokenHash = hashToken(body.token);
      // The rule needs the account's names and email: checked before the link is used up, so a refused
      // password leaves the link valid for a second try.
      const owner = await repo.findOneTimeTokenUser(ctx.db, tokenHash, PURPOSE.reset, now);
      if (owner) assertPasswordAcceptable(body.password, await users.get(owner));
      const userId = await repo.consumeOneTimeToken(ctx.db, tokenHash, PURPOSE.reset, now);
      if (!userId) throw new AppError('TOKEN_INVALID', 'This reset link is invalid or has expired');
      await users.setPasswordHash(userId, await hashPassword(body.password));
      await repo.voidOneTimeTokens(ctx.db, userId, PURPOSE.reset, now);
      // A reset ends a pending invitation too (setPasswordHash): its links must not set the password again.
      await repo.voidOneTimeTokens(ctx.db, userId, PURPOSE.invite, now);
      // A reset often follows a compromise: no device keeps skipping the second factor.
      await twoFactor.forgetAllDevices(userId);
      await sessions.endAllForUser(userId, 'password-reset');
    },

    async changePassword(auth: AuthContext, body: z.infer<typeof changePasswordBodySchema>) {
      const user = await users.get(auth.userId);
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw new AppError('VALIDATION', 'The current password is not correct', [
          { path: 'body.currentPassword', message: 'Not your current password' },
        ]);
      }
      assertPasswordAcceptable(body.newPassword, user, 'body.newPassword');
      await users.setPasswordHash(user.id, await hashPassword(body.newPassword));
      await sessions.endOthersForUser(user.id, auth.sessionId, 'password-changed');
    },

    /** A one-time, short-lived token that hands this user's sign-in to another device. */
    async issueSsoToken(auth: AuthContext) {
      // A session from before the role required a second factor cannot hand itself on (each hand-over is a new session).
      if (await twoFactor.missingRequired({ id: auth.userId, role: auth.role })) {
        throw new AppError('FORBIDDEN', 'Your role requires two-factor sign-in: set it up in your profile first');
      }
      const { token, expiresAt } = await issueOneTimeToken(auth.userId, PURPOSE.sso, SSO_TTL_MS);
      return { ssoToken: token, expiresAt: expiresAt.toISOString() };
    },

    async verifySsoToken(token: string, device: DeviceSignature | undefined, meta: RequestMeta) {
      const userId = await repo.consumeOneTimeToken(ctx.db, hashToken(token), PURPOSE.sso, ctx.now());
      const user = userId ? await users.get(userId) : undefined;
      if (!user || !user.active) throw new AppError('TOKEN_INVALID', SSO_EXPIRED_MESSAGE);
      return sessionFor(user.id, device, meta);
    },
  };
}

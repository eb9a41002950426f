import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, REMEMBER_DEVICE_DAYS, type TwoFactorStatus } from '@app/contracts/two-factor';
import { normalizeRole, type AccountRole } from '@app/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { consumeOrThrow, createLimiter } from '../../platform/http/limiter.ts';
import type { AuditService } from '../audit/audit.service.ts';
// A pure helper (AES-256-GCM with the instance key), shared rather than copied: one key to configure and rotate.
import { decryptSecret, encryptSecret, instanceKey } from '../courses/instance-crypto.ts';
import type { UsersService } from '../users/users.service.ts';
import type { SessionsService } from './sessions.service.ts';
import * as repo from './two-factor.repository.ts';

const PERIOD_SEC = 30;
/** Wrong second-factor codes an account may send in ACCOUNT_WINDOW_SEC (over every challenge and the profile). */
const ACCOUNT_FAILURES = 10;
const ACCOUNT_WINDOW_SEC = 15 * 60;
const DEVICE_TTL_MS = REMEMBER_DEVICE_DAYS * 86_400_000;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

const aad = (userId: number) => `two-factor:${userId}`;
const wrongCode = (path = 'body.Code') =>
  new AppError('VALIDATION', 'The code is not correct', [{ path, message: 'The code is not correct or was already used' }]);

/** A recovery code: 12 base32 characters (60 random bits), printed as xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => BASE32[b & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
/** Recovery codes are compared by this hash of their normalised form (lower case, no dashes or spaces). */
const hashRecoveryCode = (code: string) => hashToken(`recovery:${code.replace(/[\s-]+/g, '').toLowerCase()}`);

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/**
 * Two-factor sign-in: TOTP keys (sealed at rest), single-use recovery codes and remembered devices. The codes are
 * checked against the app's clock (ctx.now), so tests control time.
 */
export function createTwoFactorService(ctx: AppContext, deps: { users: UsersService; sessions: SessionsService; audit: AuditService }) {
  const { users, sessions, audit } = deps;
  const key = instanceKey(ctx.config);
  const failures = createLimiter(ctx.redis, { keyPrefix: 'two-factor-fail', points: ACCOUNT_FAILURES, durationSec: ACCOUNT_WINDOW_SEC });

  function sealingKey(): Buffer {
    if (!key) throw new AppError('UNAVAILABLE', 'Two-factor sign-in needs INSTANCE_ENCRYPTION_KEY to be configured');
    return key;
  }
  const totp = (secret: Secret, email: string) =>
    new TOTP({ issuer: ctx.config.BRAND, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SEC, secret });

  // Roles are matched case-insensitively everywhere (a stored 'admin' is an Admin): so is this rule.
  const required = (role: AccountRole | string) => {
    const canonical = normalizeRole(role);
    return canonical !== undefined && (ctx.config.TWO_FACTOR_REQUIRED_ROLES as string[]).includes(canonical);
  };

  /**
   * Whether `code` is the app's code of the account's key now (one step either side), used once: a code (or an
   * earlier one) already accepted is refused.
   */
  async function checkTotp(userId: number, code: string, db: Db = ctx.db): Promise<boolean> {
    const row = await repo.findKey(db, userId);
    if (!row) return false;
    let sealed: string;
    try {
      sealed = decryptSecret(sealingKey(), row.secretSealed, aad(userId));
    } catch (e) {
      if (e instanceof AppError) throw e;
      // The key was sealed under another INSTANCE_ENCRYPTION_KEY: say so rather than fail with a 500.
      throw new AppError('UNAVAILABLE', 'Two-factor keys cannot be read with the configured encryption key: use a recovery code, or ask a SuperAdmin to reset it');
    }
    const secret = Secret.fromBase32(sealed);
    const now = ctx.now().getTime();
    const delta = new TOTP({ secret, period: PERIOD_SEC, digits: 6, algorithm: 'SHA1' }).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    return repo.claimStep(db, userId, Math.floor(now / 1000 / PERIOD_SEC) + delta);
  }

  /**
   * Checks a second factor of an enrolled account (an app code, or a recovery code which is used up), counting
   * failures per account; VALIDATION on the field when wrong, 429 after ACCOUNT_FAILURES.
   */
  async function verify(userId: number, factor: { code?: string; recoveryCode?: string }, db: Db = ctx.db) {
    // Counted before the check (atomically), given back on success: guesses sent side by side cannot all pass a
    // check that only reads the count.
    await consumeOrThrow(failures, String(userId));
    const row = await repo.findKey(db, userId);
    let good = false;
    if (row?.enrolledOn) {
      if (factor.code !== undefined) good = await checkTotp(userId, factor.code, db);
      else if (factor.recoveryCode !== undefined) good = await repo.consumeRecoveryCode(db, userId, hashRecoveryCode(factor.recoveryCode), ctx.now());
    }
    if (!good) throw wrongCode(factor.code === undefined ? 'body.RecoveryCode' : 'body.Code');
    await failures.delete(String(userId));
  }

  /** Ten new recovery codes (the earlier ones are deleted); the codes themselves, to show once. */
  async function issueRecoveryCodes(userId: number, db: Db) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode), ctx.now());
    return codes;
  }

  async function isEnrolled(userId: number) {
    return Boolean((await repo.findKey(ctx.db, userId))?.enrolledOn);
  }

  return {
    required,
    isEnrolled,
    verify,

    /** The account's role requires a second factor it has not set up (a session it holds must not hand itself on). */
    async missingRequired(user: { id: number; role: string }) {
      return required(user.role) && !(await isEnrolled(user.id));
    },

    /** After a password reset: every remembered device asks for the code again. */
    forgetAllDevices: (userId: number) => repo.removeDevices(ctx.db, userId),

    /**
     * What the login needs after a correct password: 'none' (a session), 'code' (a challenge) or 'enrol' (the role
     * requires it and the account has none). A valid remembered-device token of the account skips the code.
     */
    async loginStep(user: { id: number; role: string }, deviceToken: string | undefined): Promise<'none' | 'code' | 'enrol'> {
      if (await isEnrolled(user.id)) {
        if (deviceToken && (await repo.touchDevice(ctx.db, user.id, hashToken(deviceToken), ctx.now()))) return 'none';
        return 'code';
      }
      return required(user.role) ? 'enrol' : 'none';
    },

    /** Remembers this device for REMEMBER_DEVICE_DAYS days: the token to keep on it (stored only hashed here). */
    async rememberDevice(userId: number, userAgent: string) {
      const token = newToken();
      const now = ctx.now();
      const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
      const id = await repo.insertDevice(ctx.db, { userId, tokenHash: hashToken(token), userAgent: userAgent.slice(0, 500), createdOn: now, expiresAt });
      return { ID: id, DeviceToken: token, ExpiresAt: expiresAt.toISOString() };
    },

    async status(auth: AuthContext): Promise<TwoFactorStatus> {
      const row = await repo.findKey(ctx.db, auth.userId);
      const enrolled = row?.enrolledOn ?? null;
      return {
        Enabled: enrolled !== null,
        EnrolledOn: enrolled?.toISOString() ?? null,
        Required: required(auth.role),
        RecoveryCodesLeft: enrolled ? await repo.countRecoveryCodesLeft(ctx.db, auth.userId) : 0,
        Devices: enrolled ? await repo.listDevices(ctx.db, auth.userId, ctx.now()) : [],
      };
    },

    /** A new key waiting for its first code (replacing an unconfirmed one); 422 when two-factor sign-in is on. */
    async setup(userId: number) {
      const user = await users.get(userId);
      const secret = new Secret({ size: 20 });
      const sealed = encryptSecret(sealingKey(), secret.base32, aad(userId));
      if (!(await repo.upsertPendingKey(ctx.db, userId, sealed, ctx.now()))) {
        throw new AppError('RULE_VIOLATED', 'Two-factor sign-in is already on');
      }
      const uri = totp(secret, user.email).toString();
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { Secret: secret.base32, OtpauthUri: uri, QrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** Confirms the set-up key with a code: two-factor sign-in is on; the ten recovery codes, shown once. */
    async enable(userId: number, code: string) {
      const row = await repo.findKey(ctx.db, userId);
      if (!row) throw new AppError('RULE_VIOLATED', 'Start the set-up first');
      if (row.enrolledOn) throw new AppError('RULE_VIOLATED', 'Two-factor sign-in is already on');
      await consumeOrThrow(failures, String(userId));
      if (!(await checkTotp(userId, code))) throw wrongCode();
      await failures.reward(String(userId), 1);
      return ctx.db.transaction(async (tx) => {
        if (!(await repo.markEnrolled(tx, userId, ctx.now()))) throw new AppError('RULE_VIOLATED', 'Two-factor sign-in is already on');
        return issueRecoveryCodes(userId, tx);
      });
    },

    /** Turns it off with the password and a code (app or recovery); refused when the role requires it. */
    async disable(auth: AuthContext, password: string, code: string) {
      if (required(auth.role)) throw new AppError('RULE_VIOLATED', 'Your role requires two-factor sign-in: it cannot be turned off');
      if (!(await isEnrolled(auth.userId))) throw new AppError('RULE_VIOLATED', 'Two-factor sign-in is not on');
      const user = await users.get(auth.userId);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError('VALIDATION', 'The password is not correct', [{ path: 'body.Password', message: 'Not your current password' }]);
      }
      const digits = code.replace(/\s+/g, '');
      await verify(auth.userId, /^\d{6}$/.test(digits) ? { code: digits } : { recoveryCode: code });
      await repo.removeAll(ctx.db, auth.userId);
    },

    /** Ten new recovery codes for a code of the app; the earlier ones stop working. */
    async regenerateRecoveryCodes(userId: number, code: string) {
      if (!(await isEnrolled(userId))) throw new AppError('RULE_VIOLATED', 'Two-factor sign-in is not on');
      await verify(userId, { code });
      return ctx.db.transaction((tx) => issueRecoveryCodes(userId, tx));
    },

    async forgetDevice(userId: number, id: number) {
      if (!(await repo.deleteDevice(ctx.db, userId, id))) throw notFound('Device');
    },

    /**
     * Lost device: a SuperAdmin turns the account's two-factor sign-in off (key, recovery codes, remembered devices)
     * and ends its sessions; written to the audit log in the same transaction. 422 when it was not on.
     */
    async reset(actor: Actor, userId: number) {
      // One's own second factor is turned off with the password and a code (disable), never by a session alone.
      if (userId === actor.userId) throw new AppError('RULE_VIOLATED', 'Turn off your own two-factor sign-in from your profile');
      const target = await users.get(userId);
      users.assertMayManage(actor, target.role);
      const name = `${target.firstName} ${target.lastName}`.trim();
      await ctx.db.transaction(async (tx) => {
        if (!(await repo.removeAll(tx, userId))) throw new AppError('RULE_VIOLATED', 'Two-factor sign-in is not on for this account');
        await audit.record(tx, actor, {
          action: 'users.twoFactor.reset', entityType: 'user', entityId: userId,
          before: { TwoFactor: true }, after: { TwoFactor: false },
          summary: `Reset the two-factor sign-in of ${name} (${target.email}) and ended their sessions`,
        });
      });
      await sessions.endAllForUser(userId, 'two-factor-reset');
    },
  };
}

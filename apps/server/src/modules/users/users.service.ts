import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import type { CurrentUser } from '@app/contracts/auth';
import type { createStaffBodySchema, usersListQuerySchema } from '@app/contracts/users';
import { normalizeRole, type AccountRole } from '@app/contracts/roles';
import {
  containsPersonalInfo, isTrivialPassword, PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, type PasswordOwner,
} from '@app/contracts/validation';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import { hashPassword, isCommonPassword } from '../../platform/auth/passwords.ts';
import { newToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import { fileNotFound, isValidKey } from '../../platform/storage/file-storage.ts';
import { saveUpload } from '../../platform/storage/file-upload.ts';
import type { AuditService } from '../audit/audit.service.ts';
import * as repo from './users.repository.ts';

export const DEFAULT_THUMB = '/app/img/profile-default.svg';

/** What the users module needs from sessions (implemented by the auth module). */
export type SessionPort = {
  endAllForUser(userId: number, reason: string): Promise<number>;
  /** What this user's sessions carry changed (role, email verified): cached sessions are read again. */
  userChanged(userId: number): Promise<void>;
};

export type NewAccount = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  countryCode: string;
  mobileNumber: string;
  role: AccountRole;
  /** Self-registered accounts start unverified; staff made by an admin and demo accounts start verified. */
  emailVerified: boolean;
};

/** A staff account an admin creates: no password, the person chooses it through the mailed invitation. */
export type NewStaff = z.infer<typeof createStaffBodySchema>;

/** Work done in the transaction that creates an invited account (the invitation link and its mail). */
export type InTransaction = (user: repo.UserRecord, tx: Db) => Promise<void>;

/** Profile photos: the types a browser shows inline, at most 2 MB, stored under `avatars/`. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const PHOTO_PREFIX = 'avatars';

/** Whether a `thumb` value is a stored photo key (rather than empty or a legacy URL). */
const isPhotoKey = (thumb: string | null): thumb is string =>
  !!thumb && thumb.startsWith(`${PHOTO_PREFIX}/`) && isValidKey(thumb);

/** The URL of a user's photo; `v` changes with every new photo so caches never show the old one. */
export function photoUrl(userId: number, key: string): string {
  const v = createHash('sha256').update(key).digest('hex').slice(0, 10);
  return `/api/users/${userId}/photo?v=${v}`;
}

export type UsersService = ReturnType<typeof createUsersService>;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export function toCurrentUser(u: repo.UserRecord): CurrentUser {
  return {
    id: u.id,
    name: `${u.firstName} ${u.lastName}`.trim(),
    firstName: u.firstName,
    lastName: u.lastName,
    role: (normalizeRole(u.role) ?? 'Trainee') as AccountRole,
    email: u.email,
    country: u.countryCode,
    mobileNumber: u.mobileNumber,
    thumb: isPhotoKey(u.thumb) ? photoUrl(u.id, u.thumb) : (u.thumb || DEFAULT_THUMB),
    EmailVerified: u.emailVerifiedOn !== null,
  };
}

/** Which part of the password rule a password breaks, as its field message; null when it is acceptable. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (password.length < PASSWORD_MIN) return `At least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `At most ${PASSWORD_MAX} characters`;
  if (isTrivialPassword(password)) return PASSWORD_MESSAGES.trivial;
  if (containsPersonalInfo(password, owner)) return PASSWORD_MESSAGES.personal;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}

/**
 * The whole password rule (PASSWORD_MIN characters, not trivial, not the owner's names or email, not a common
 * password), checked on every path that sets one: a 400 whose field error lands on `field`. The contract
 * schemas check what they can; this is the server's own check with the stored account.
 */
export function assertPasswordAcceptable(password: string, owner: PasswordOwner, field = 'body.password') {
  const problem = passwordProblem(password, owner);
  if (problem) throw new AppError('VALIDATION', `Choose a stronger password: ${problem}`, [{ path: field, message: problem }]);
}

export function createUsersService(ctx: AppContext, sessions: SessionPort, audit: AuditService) {
  /**
   * Checks the password, hashes it and inserts the account; undefined when the email is taken (the hash is
   * computed either way, so both answers take as long). `db`: the caller's transaction (the CRM's conversion).
   */
  async function tryCreateAccount(input: NewAccount, db: Db = ctx.db) {
    assertPasswordAcceptable(input.password, input);
    const passwordHash = await hashPassword(input.password);
    return repo.insertUser(db, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      passwordHash,
      countryCode: input.countryCode,
      mobileNumber: input.mobileNumber,
      role: input.role,
      emailVerifiedOn: input.emailVerified ? ctx.now() : null,
    });
  }

  async function createAccount(input: NewAccount) {
    const row = await tryCreateAccount(input);
    if (!row) throw conflict('An account with this email already exists');
    return row;
  }

  async function get(id: number, db: Db = ctx.db) {
    const row = await repo.findUserById(db, id);
    if (!row) throw notFound('User');
    return row;
  }

  /**
   * Inserts a staff account with no usable password, its invitation pending, and runs `inTransaction` (the
   * invitation link and mail) in the same transaction: no account without its invitation, no mail without its
   * account. Conflict when the email is taken.
   */
  async function createInvitedAccount(input: NewStaff, inTransaction: InTransaction) {
    // An argon2 hash of 256 random bits that are thrown away: no password matches it, and a login attempt does
    // the full check and fails like any wrong password (nothing tells an invited account apart by answer or time).
    const passwordHash = await hashPassword(newToken());
    return ctx.db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        passwordHash,
        countryCode: input.countryCode,
        mobileNumber: input.mobileNumber,
        role: input.role,
        // Confirmed when the person opens the invitation link and chooses a password.
        emailVerifiedOn: null,
        invitedOn: ctx.now(),
      });
      if (!row) throw conflict('An account with this email already exists');
      await inTransaction(row, tx);
      return row;
    });
  }

  /** Activates or deactivates an account, with its audit entry when the state changes. */
  function setActive(actor: Actor, target: repo.UserRecord, active: boolean) {
    return ctx.db.transaction(async (tx) => {
      const row = await repo.updateUser(tx, target.id, { active });
      if (row && target.active !== active) {
        await audit.record(tx, actor, {
          action: active ? 'users.activate' : 'users.deactivate', entityType: 'user', entityId: target.id,
          before: { Active: target.active }, after: { Active: active },
          summary: `${active ? 'Reactivated' : 'Deactivated'} the ${target.role} account of ${fullName(target)}${active ? '' : ' and ended their sessions'}`,
        });
      }
      return row;
    });
  }

  /** Admin and SuperAdmin accounts are managed only by a SuperAdmin. */
  function assertMayManage(actor: AuthContext, targetRole: string) {
    const r = normalizeRole(targetRole);
    if ((r === 'Admin' || r === 'SuperAdmin') && normalizeRole(actor.role) !== 'SuperAdmin') {
      throw forbidden('Only a SuperAdmin manages admin accounts');
    }
  }

  const listFilter = (q: z.infer<typeof usersListQuerySchema>) => ({ role: q.role, active: q.active === undefined ? undefined : q.active === 'true' });

  return {
    createAccount,
    tryCreateAccount,
    get,
    findByEmail: (email: string) => repo.findUserByEmail(ctx.db, email),
    /** Name, email, role and state of several users in one query (other modules name their learners with it); in `db` when given (a transaction). */
    summaries: (ids: number[], db: Db = ctx.db) => repo.userSummaries(db, [...new Set(ids)]),
    count: () => repo.countUsers(ctx.db),
    list: (q: z.infer<typeof usersListQuerySchema>) => repo.listUsers(ctx.db, q, listFilter(q)),
    /** The rows of a page of the list alone, not counted: for pickers, which show no total. */
    pick: (q: z.infer<typeof usersListQuerySchema>) => repo.pickUsers(ctx.db, q, listFilter(q)),

    assertMayManage,
    createInvitedAccount,

    /** A staff account of a role the actor may grant, invited (see createInvitedAccount). */
    async createStaff(actor: Actor, input: NewStaff, inTransaction: InTransaction) {
      assertMayManage(actor, input.role);
      return createInvitedAccount(input, async (user, tx) => {
        await inTransaction(user, tx);
        await audit.record(tx, actor, {
          action: 'users.create', entityType: 'user', entityId: user.id,
          after: { FirstName: user.firstName, LastName: user.lastName, Email: user.email, Role: user.role, Active: user.active },
          summary: `Created the ${user.role} account of ${fullName(user)} (${user.email}) and mailed the invitation`,
        });
      });
    },

    /**
     * Records that a new invitation is mailed now (the staff list shows it) and, in the same transaction, who sent
     * it in the audit log; undefined when the account chose its password or was deactivated in the meantime.
     */
    async markInvited(actor: Actor, id: number, tx: Db) {
      const row = await repo.renewInvitation(tx, id, ctx.now());
      if (row) {
        await audit.record(tx, actor, {
          action: 'users.invite.resend', entityType: 'user', entityId: id, after: { Email: row.email, Role: row.role },
          summary: `Sent a new invitation to ${row.email}`,
        });
      }
      return row;
    },

    /**
     * The invited person chose a password through the link: it becomes the account's password, the address counts
     * as confirmed (the link reached it) and the invitation is no longer pending.
     */
    acceptInvitation: async (user: repo.UserRecord, passwordHash: string, db: Db = ctx.db) =>
      (await repo.updateUser(db, user.id, { passwordHash, invitedOn: null, emailVerifiedOn: user.emailVerifiedOn ?? ctx.now() }))!,

    async changeRole(actor: Actor, id: number, role: AccountRole) {
      const target = await get(id);
      assertMayManage(actor, target.role);
      assertMayManage(actor, role);
      if (target.id === actor.userId) throw new AppError('RULE_VIOLATED', 'You cannot change your own role');
      const row = await ctx.db.transaction(async (tx) => {
        const updated = await repo.updateUser(tx, id, { role });
        if (updated && updated.role !== target.role) {
          await audit.record(tx, actor, {
            action: 'users.role.change', entityType: 'user', entityId: id, before: { Role: target.role }, after: { Role: updated.role },
            summary: `Changed the role of ${fullName(target)} from ${target.role} to ${updated.role}`,
          });
        }
        return updated;
      });
      // A role change takes effect on the next request, on every instance; sessions carry no role of their own.
      await sessions.userChanged(id);
      // Into a role that requires a second factor: sign in again, through it (or its enrolment).
      const canonical = normalizeRole(role);
      if (canonical && canonical !== normalizeRole(target.role) && (ctx.config.TWO_FACTOR_REQUIRED_ROLES as string[]).includes(canonical)) {
        await sessions.endAllForUser(id, 'role-requires-two-factor');
      }
      return row!;
    },

    async deactivate(actor: Actor, id: number) {
      const target = await get(id);
      assertMayManage(actor, target.role);
      if (target.id === actor.userId) throw new AppError('RULE_VIOLATED', 'You cannot deactivate yourself');
      const row = await setActive(actor, target, false);
      await sessions.endAllForUser(id, 'deactivated');
      return row!;
    },

    async activate(actor: Actor, id: number) {
      const target = await get(id);
      assertMayManage(actor, target.role);
      return (await setActive(actor, target, true))!;
    },

    updateProfile: (id: number, values: { firstName: string; lastName: string; countryCode: string; mobileNumber: string }) =>
      repo.updateUser(ctx.db, id, values),

    /** Stores a new profile photo (PNG, JPEG or WebP by content, at most 2 MB) and deletes the previous one. */
    async setPhoto(userId: number, part: MultipartFile) {
      const before = await get(userId);
      const saved = await saveUpload(ctx, part, { prefix: PHOTO_PREFIX, allow: PHOTO_TYPES, maxBytes: PHOTO_MAX_BYTES });
      const row = await repo.updateUser(ctx.db, userId, { thumb: saved.key });
      if (!row) {
        await ctx.storage.delete(saved.key).catch(() => {});
        throw notFound('User');
      }
      if (isPhotoKey(before.thumb) && before.thumb !== saved.key) await ctx.storage.delete(before.thumb).catch(() => {});
      return row;
    },

    /** Back to the default picture; deletes the stored photo. */
    async removePhoto(userId: number) {
      const before = await get(userId);
      const row = await repo.updateUser(ctx.db, userId, { thumb: null });
      if (isPhotoKey(before.thumb)) await ctx.storage.delete(before.thumb).catch(() => {});
      return row!;
    },

    /** Sends a user's photo (any signed-in user may see it); 404 when there is none. */
    async sendPhoto(req: FastifyRequest, reply: FastifyReply, userId: number) {
      const u = await repo.findUserById(ctx.db, userId);
      if (!u || !isPhotoKey(u.thumb)) throw fileNotFound();
      return sendStoredFile(req, reply, ctx.storage, u.thumb, { inline: true, cacheControl: 'private, max-age=86400' });
    },

    /** A password the owner chose (reset, change): it also ends a pending invitation, whose links then stop working. */
    setPasswordHash: (id: number, passwordHash: string) => repo.updateUser(ctx.db, id, { passwordHash, invitedOn: null }),

    /** Records that the owner confirmed the address (keeps the first confirmation time). */
    async markEmailVerified(id: number) {
      const user = await get(id);
      if (user.emailVerifiedOn) return user;
      const row = (await repo.updateUser(ctx.db, id, { emailVerifiedOn: ctx.now() }))!;
      await sessions.userChanged(id);
      return row;
    },
  };
}

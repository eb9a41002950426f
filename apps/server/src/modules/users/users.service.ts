import type { z } from 'zod';
import type { CurrentUser } from '@app/contracts/auth';
import type { createStaffBodySchema, usersListQuerySchema } from '@app/contracts/users';
import { normalizeRole, type AccountRole } from '@app/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { hashPassword, isCommonPassword } from '../../platform/auth/passwords.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import * as repo from './users.repository.ts';

export const DEFAULT_THUMB = '/app/img/profile-default.svg';

/** What the users module needs from sessions (implemented by the auth module). */
export type SessionPort = { endAllForUser(userId: number, reason: string): Promise<number> };

export type NewAccount = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  countryCode: string;
  mobileNumber: string;
  role: AccountRole;
};

export type UsersService = ReturnType<typeof createUsersService>;

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
    thumb: u.thumb ?? DEFAULT_THUMB,
  };
}

/** Rejects passwords on the common-passwords list with a field error. */
export function assertPasswordAcceptable(password: string, field = 'body.password') {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', 'Choose a less common password', [
      { path: field, message: 'This password is too common; choose another' },
    ]);
  }
}

export function createUsersService(ctx: AppContext, sessions: SessionPort) {
  async function createAccount(input: NewAccount) {
    assertPasswordAcceptable(input.password);
    const row = await repo.insertUser(ctx.db, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      countryCode: input.countryCode,
      mobileNumber: input.mobileNumber,
      role: input.role,
    });
    if (!row) throw conflict('An account with this email already exists');
    return row;
  }

  async function get(id: number) {
    const row = await repo.findUserById(ctx.db, id);
    if (!row) throw notFound('User');
    return row;
  }

  /** Admin and SuperAdmin accounts are managed only by a SuperAdmin. */
  function assertMayManage(actor: AuthContext, targetRole: string) {
    const r = normalizeRole(targetRole);
    if ((r === 'Admin' || r === 'SuperAdmin') && normalizeRole(actor.role) !== 'SuperAdmin') {
      throw forbidden('Only a SuperAdmin manages admin accounts');
    }
  }

  return {
    createAccount,
    get,
    findByEmail: (email: string) => repo.findUserByEmail(ctx.db, email),
    count: () => repo.countUsers(ctx.db),
    list: (q: z.infer<typeof usersListQuerySchema>) =>
      repo.listUsers(ctx.db, q, { role: q.role, active: q.active === undefined ? undefined : q.active === 'true' }),

    async createStaff(actor: AuthContext, input: z.infer<typeof createStaffBodySchema>) {
      assertMayManage(actor, input.role);
      return createAccount(input);
    },

    async changeRole(actor: AuthContext, id: number, role: AccountRole) {
      const target = await get(id);
      assertMayManage(actor, target.role);
      assertMayManage(actor, role);
      if (target.id === actor.userId) throw new AppError('RULE_VIOLATED', 'You cannot change your own role');
      const row = await repo.updateUser(ctx.db, id, { role });
      // A role change takes effect on the next request; sessions carry no role of their own.
      return row!;
    },

    async deactivate(actor: AuthContext, id: number) {
      const target = await get(id);
      assertMayManage(actor, target.role);
      if (target.id === actor.userId) throw new AppError('RULE_VIOLATED', 'You cannot deactivate yourself');
      const row = await repo.updateUser(ctx.db, id, { active: false });
      await sessions.endAllForUser(id, 'deactivated');
      return row!;
    },

    async activate(actor: AuthContext, id: number) {
      const target = await get(id);
      assertMayManage(actor, target.role);
      return (await repo.updateUser(ctx.db, id, { active: true }))!;
    },

    updateProfile: (id: number, values: { firstName: string; lastName: string; countryCode: string; mobileNumber: string }) =>
      repo.updateUser(ctx.db, id, values),

    setPasswordHash: (id: number, passwordHash: string) => repo.updateUser(ctx.db, id, { passwordHash }),
  };
}

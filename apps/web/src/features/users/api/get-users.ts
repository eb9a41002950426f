import type { ListQuery, Page } from '@app/contracts/list';
import type { AccountRole } from '@app/contracts/roles';
import type { UserRow } from '@app/contracts/users';
import { api } from '../../../lib/api-client.ts';

export type UsersFilters = { role?: AccountRole | 'staff'; active?: 'true' | 'false' };

/** Query-key prefix of the users list; every user mutation invalidates ['users']. */
export const usersKey = ['users', 'list'] as const;

/** GET /users: one page of users, optionally of one role and one state. */
export const getUsers = (q: ListQuery & UsersFilters, signal?: AbortSignal) =>
  api.get<Page<UserRow>>('/users', { query: q, signal });

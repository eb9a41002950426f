import type { ListQuery } from '@app/contracts/list';
import type { AccountRole } from '@app/contracts/roles';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type UsersFilters = { role?: AccountRole | 'staff'; active?: 'true' | 'false' };

/** Query-key prefix of the users list; every user mutation invalidates ['users']. */
export const usersKey = ['users', 'list'] as const;

/** GET /users: one page of users, optionally of one role and one state. */
export const getUsers = (q: ListQuery & UsersFilters, signal?: AbortSignal) =>
  call(usersEndpoints.list, { query: q }, { signal });

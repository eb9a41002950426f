import type { ListQuery } from '@app/contracts/list';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const activeSessionsKey = ['sessions', 'active'] as const;

/** GET /users/getSsoTokenList: active login sessions of every user (spec call). */
export const getActiveSessions = (q: ListQuery, signal?: AbortSignal) =>
  call(usersEndpoints.activeSessions, { query: q }, { signal });

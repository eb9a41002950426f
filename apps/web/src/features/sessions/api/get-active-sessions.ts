import type { LoginSession } from '@app/contracts/auth';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

export const activeSessionsKey = ['sessions', 'active'] as const;

/** GET /users/getSsoTokenList: active login sessions of every user (spec call). */
export const getActiveSessions = (q: ListQuery, signal?: AbortSignal) =>
  api.get<Page<LoginSession>>('/users/getSsoTokenList', { query: q, signal });

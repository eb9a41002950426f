import type { LoginSession } from '@app/contracts/auth';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

export const mySessionsKey = ['sessions', 'mine'] as const;

/** GET /auth/sessions: my active sessions. */
export const getMySessions = (q: ListQuery, signal?: AbortSignal) =>
  api.get<Page<LoginSession>>('/auth/sessions', { query: q, signal });

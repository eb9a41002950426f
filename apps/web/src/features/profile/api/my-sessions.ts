import { authEndpoints } from '@app/contracts/auth.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';

export const mySessionsKey = ['sessions', 'mine'] as const;

/** GET /auth/sessions: my active sessions. */
export const getMySessions = (q: ListQuery, signal?: AbortSignal) =>
  call(authEndpoints.mySessions, { query: q }, { signal });

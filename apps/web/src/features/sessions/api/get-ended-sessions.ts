import type { ListQuery } from '@app/contracts/list';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Inclusive range of YYYY-MM-DD days (UTC, as the server reads them). */
export type DateRange = { from: string; to: string };

export const endedSessionsKey = ['sessions', 'ended'] as const;

/** GET /users/getSsoExpireTokenList/{from}/{to}: sessions that ended in the range (spec call). */
export const getEndedSessions = ({ from, to, ...q }: ListQuery & DateRange, signal?: AbortSignal) =>
  call(usersEndpoints.endedSessions, { params: { from, to }, query: q }, { signal });

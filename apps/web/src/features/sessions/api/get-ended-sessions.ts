import type { LoginSession } from '@app/contracts/auth';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

/** Inclusive range of YYYY-MM-DD days (UTC, as the server reads them). */
export type DateRange = { from: string; to: string };

export const endedSessionsKey = ['sessions', 'ended'] as const;

/** GET /users/getSsoExpireTokenList/{from}/{to}: sessions that ended in the range (spec call). */
export const getEndedSessions = ({ from, to, ...q }: ListQuery & DateRange, signal?: AbortSignal) =>
  api.get<Page<LoginSession>>(`/users/getSsoExpireTokenList/${from}/${to}`, { query: q, signal });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { activeSessionsKey } from './get-active-sessions.ts';

// Under the active sessions' key: a forced logout invalidates the list and these counts together.
export const sessionsSummaryKey = [...activeSessionsKey, 'summary'] as const;

/** GET /users/sessions/summary: people online now and in the last 24 hours, and the live sessions. */
export const getSessionsSummary = (signal?: AbortSignal) => call(usersEndpoints.sessionsSummary, {}, { signal });

export const sessionsSummaryOptions = () =>
  queryOptions({ queryKey: sessionsSummaryKey, queryFn: ({ signal }) => getSessionsSummary(signal), staleTime: 0, refetchInterval: 60_000 });

export const useSessionsSummary = () => useQuery(sessionsSummaryOptions());

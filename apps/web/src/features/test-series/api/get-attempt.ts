import { queryOptions, useQuery } from '@tanstack/react-query';
import { attemptsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const attemptKey = (id: number) => ['attempts', id] as const;

/** GET /attempts/{id}: questions without the answer key, saved answers and flags, remaining time by the server clock. */
export const getAttempt = (id: number, signal?: AbortSignal) => call(attemptsEndpoints.detail, { params: { id } }, { signal });

export const attemptOptions = (id: number) =>
  queryOptions({
    queryKey: attemptKey(id),
    queryFn: ({ signal }) => getAttempt(id, signal),
    // The remaining time and the saved answers must come from the server on every opening.
    staleTime: 0,
    gcTime: 0,
  });

export const useAttempt = (id: number) => useQuery(attemptOptions(id));

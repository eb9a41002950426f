import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attempt } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';

export const attemptKey = (id: number) => ['attempts', id] as const;

/** GET /attempts/{id}: questions without the answer key, saved answers and flags, remaining time by the server clock. */
export const getAttempt = (id: number, signal?: AbortSignal) => api.get<Attempt>(`/attempts/${id}`, { signal });

export const attemptOptions = (id: number) =>
  queryOptions({
    queryKey: attemptKey(id),
    queryFn: ({ signal }) => getAttempt(id, signal),
    // The remaining time and the saved answers must come from the server on every opening.
    staleTime: 0,
    gcTime: 0,
  });

export const useAttempt = (id: number) => useQuery(attemptOptions(id));

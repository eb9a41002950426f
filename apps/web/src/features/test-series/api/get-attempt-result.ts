import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttemptResult } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';

export const attemptResultKey = (id: number) => ['attempts', id, 'result'] as const;

/** GET /attempts/{id}/result: score, pass or fail, time taken; the review when the test shows answers. */
export const getAttemptResult = (id: number, signal?: AbortSignal) => api.get<AttemptResult>(`/attempts/${id}/result`, { signal });

export const attemptResultOptions = (id: number) =>
  queryOptions({ queryKey: attemptResultKey(id), queryFn: ({ signal }) => getAttemptResult(id, signal) });

export const useAttemptResult = (id: number) => useQuery(attemptResultOptions(id));

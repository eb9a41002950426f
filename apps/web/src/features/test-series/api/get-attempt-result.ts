import { queryOptions, useQuery } from '@tanstack/react-query';
import { attemptsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const attemptResultKey = (id: number) => ['attempts', id, 'result'] as const;

/** GET /attempts/{id}/result: score, pass or fail, time taken; the review when the test shows answers. */
export const getAttemptResult = (id: number, signal?: AbortSignal) => call(attemptsEndpoints.result, { params: { id } }, { signal });

export const attemptResultOptions = (id: number) =>
  queryOptions({ queryKey: attemptResultKey(id), queryFn: ({ signal }) => getAttemptResult(id, signal) });

export const useAttemptResult = (id: number) => useQuery(attemptResultOptions(id));

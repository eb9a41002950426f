import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttemptResult } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';
import { attemptResultKey } from './get-attempt-result.ts';

/** POST /attempts/{id}/submit: closes and scores the attempt (idempotent: a closed one answers with its result). */
export const submitAttempt = (attemptId: number) => api.post<AttemptResult>(`/attempts/${attemptId}/submit`);

export const useSubmitAttempt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: (result) => {
      queryClient.setQueryData(attemptResultKey(result.AttemptID), result);
      return queryClient.invalidateQueries({ queryKey: ['testSeries'] });
    },
  });
};

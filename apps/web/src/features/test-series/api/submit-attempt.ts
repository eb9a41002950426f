import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attemptsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { attemptResultKey } from './get-attempt-result.ts';

/** POST /attempts/{id}/submit: closes and scores the attempt (idempotent: a closed one answers with its result). */
export const submitAttempt = (attemptId: number) => call(attemptsEndpoints.submit, { params: { id: attemptId } });

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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attemptsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { attemptKey } from './get-attempt.ts';

/** POST /attempts: starts the test, or answers with the open attempt (the server fixes questions and deadline). */
export const startAttempt = (testId: number) => call(attemptsEndpoints.start, { body: { TestID: testId, Context: { Kind: 'series' } } });

export const useStartAttempt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (attempt) => {
      queryClient.setQueryData(attemptKey(attempt.ID), attempt);
      return queryClient.invalidateQueries({ queryKey: ['testSeries'] });
    },
  });
};

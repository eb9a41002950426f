import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { questionIssuesKey } from './get-question-issues.ts';

/** POST /questionIssues/{id}/resolve. */
export const resolveQuestionIssue = (id: number) => call(reportsEndpoints.resolveIssue, { params: { id } });

export const useResolveQuestionIssue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveQuestionIssue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionIssuesKey }),
  });
};

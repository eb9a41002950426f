import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { questionIssuesKey } from './get-question-issues.ts';

/** POST /questionIssues/{id}/resolve. */
export const resolveQuestionIssue = (id: number) => api.post<{ ID: number; Status: 'open' | 'resolved' }>(`/questionIssues/${id}/resolve`);

export const useResolveQuestionIssue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveQuestionIssue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionIssuesKey }),
  });
};

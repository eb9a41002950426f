import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { questionsKey } from './get-questions.ts';

/** DELETE /questions/{id} (past attempts and reports keep the question). */
export const deleteQuestion = (id: number) => call(questionsEndpoints.remove, { params: { id } });

export const useDeleteQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { questionsKey } from './get-questions.ts';

/** DELETE /questions/{id} (past attempts and reports keep the question). */
export const deleteQuestion = (id: number) => api.delete<null>(`/questions/${id}`);

export const useDeleteQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey }),
  });
};

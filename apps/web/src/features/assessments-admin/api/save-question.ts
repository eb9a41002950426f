import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question, QuestionInput } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';
import { questionsKey } from './get-questions.ts';

/** POST /questions (id null) or PUT /questions/{id}. */
export const saveQuestion = (id: number | null, body: QuestionInput) =>
  id === null ? api.post<Question>('/questions', body) : api.put<Question>(`/questions/${id}`, body);

export const useSaveQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: QuestionInput }) => saveQuestion(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionInput } from '@app/contracts/assessments';
import { questionsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { questionsKey } from './get-questions.ts';

/** POST /questions (id null) or PUT /questions/{id}. */
export const saveQuestion = (id: number | null, body: QuestionInput) =>
  id === null ? call(questionsEndpoints.create, { body }) : call(questionsEndpoints.update, { params: { id }, body });

export const useSaveQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: QuestionInput }) => saveQuestion(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey }),
  });
};

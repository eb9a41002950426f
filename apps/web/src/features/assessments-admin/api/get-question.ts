import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Question } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';
import { questionsKey } from './get-questions.ts';

/** GET /questions/{id}: one question with its answer key. */
export const getQuestion = (id: number, signal?: AbortSignal) => api.get<Question>(`/questions/${id}`, { signal });

export const questionOptions = (id: number) =>
  queryOptions({ queryKey: [...questionsKey, 'one', id], queryFn: ({ signal }) => getQuestion(id, signal) });

export const useQuestion = (id: number | null) => useQuery({ ...questionOptions(id ?? 0), enabled: id !== null, staleTime: 0 });

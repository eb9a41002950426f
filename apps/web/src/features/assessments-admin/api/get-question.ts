import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { questionsKey } from './get-questions.ts';

/** GET /questions/{id}: one question with its answer key. */
export const getQuestion = (id: number, signal?: AbortSignal) => call(questionsEndpoints.detail, { params: { id } }, { signal });

export const questionOptions = (id: number) =>
  queryOptions({ queryKey: [...questionsKey, 'one', id], queryFn: ({ signal }) => getQuestion(id, signal) });

export const useQuestion = (id: number | null) => useQuery({ ...questionOptions(id ?? 0), enabled: id !== null, staleTime: 0 });

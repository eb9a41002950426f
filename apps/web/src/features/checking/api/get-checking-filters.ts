import { useQuery } from '@tanstack/react-query';
import type { CheckingFilters } from '@app/contracts/courses';
import { api } from '../../../lib/api-client.ts';
import { checkingKey } from './get-checking-list.ts';

/** GET /usersProgress/checkingFilters: the courses the checker may see and the learners who submitted in them. */
export const getCheckingFilters = (signal?: AbortSignal) => api.get<CheckingFilters>('/usersProgress/checkingFilters', { signal });

export const useCheckingFilters = () =>
  useQuery({ queryKey: [...checkingKey, 'filters'], queryFn: ({ signal }) => getCheckingFilters(signal) });

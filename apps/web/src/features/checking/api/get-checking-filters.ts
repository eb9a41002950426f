import { useQuery } from '@tanstack/react-query';
import { checkingEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { checkingKey } from './get-checking-list.ts';

/** GET /usersProgress/checkingFilters: the courses the checker may see and the learners who submitted in them. */
export const getCheckingFilters = (signal?: AbortSignal) => call(checkingEndpoints.filters, {}, { signal });

export const useCheckingFilters = () =>
  useQuery({ queryKey: [...checkingKey, 'filters'], queryFn: ({ signal }) => getCheckingFilters(signal) });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { testsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { testsKey } from './get-tests.ts';

/** GET /tests/{id}: one test with its settings and questions. */
export const getTest = (id: number, signal?: AbortSignal) => call(testsEndpoints.detail, { params: { id } }, { signal });

export const testOptions = (id: number) =>
  queryOptions({ queryKey: [...testsKey, 'one', id], queryFn: ({ signal }) => getTest(id, signal) });

export const useTest = (id: number | null) => useQuery({ ...testOptions(id ?? 0), enabled: id !== null, staleTime: 0 });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestInput } from '@app/contracts/assessments';
import { testsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { testsKey } from './get-tests.ts';

/** POST /tests (id null) or PUT /tests/{id}. */
export const saveTest = (id: number | null, body: TestInput) =>
  id === null ? call(testsEndpoints.create, { body }) : call(testsEndpoints.update, { params: { id }, body });

export const useSaveTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TestInput }) => saveTest(id, body),
    onSuccess: (test) => {
      queryClient.setQueryData([...testsKey, 'one', test.ID], test);
      return queryClient.invalidateQueries({ queryKey: testsKey });
    },
  });
};

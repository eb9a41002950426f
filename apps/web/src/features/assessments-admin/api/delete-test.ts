import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { testsKey } from './get-tests.ts';

/** DELETE /tests/{id} (open attempts may still be submitted; results stay). */
export const deleteTest = (id: number) => call(testsEndpoints.remove, { params: { id } });

export const useDeleteTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { testsKey } from './get-tests.ts';

/** DELETE /tests/{id} (open attempts may still be submitted; results stay). */
export const deleteTest = (id: number) => api.delete<null>(`/tests/${id}`);

export const useDeleteTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { assignmentsKey } from './get-assignments.ts';

/** DELETE /assignments/{id}: removes it from the library. */
export const deleteAssignment = (id: number) => api.delete<null>(`/assignments/${id}`);

export const useDeleteAssignment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKey }),
  });
};

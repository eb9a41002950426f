import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { assignmentsKey } from './get-assignments.ts';

/** DELETE /assignments/{id}: removes it from the library. */
export const deleteAssignment = (id: number) => call(libraryEndpoints.removeAssignment, { params: { id } });

export const useDeleteAssignment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKey }),
  });
};

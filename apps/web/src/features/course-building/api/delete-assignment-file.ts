import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { assignmentKey } from './get-assignment.ts';

/** DELETE /assignments/{id}/files/{fileId}: removes one attachment. */
export const deleteAssignmentFile = (id: number, fileId: number) => call(libraryEndpoints.removeAssignmentFile, { params: { id, fileId } });

export const useDeleteAssignmentFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; fileId: number }) => deleteAssignmentFile(v.id, v.fileId),
    onSuccess: (_r, v) => queryClient.invalidateQueries({ queryKey: assignmentKey(v.id) }),
  });
};

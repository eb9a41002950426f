import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentInput } from '@app/contracts/courses';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { assignmentKey } from './get-assignment.ts';
import { assignmentsKey } from './get-assignments.ts';

/** POST /assignments (id null) or PUT /assignments/{id}. */
export const saveAssignment = (id: number | null, body: AssignmentInput) =>
  id === null ? call(libraryEndpoints.createAssignment, { body }) : call(libraryEndpoints.updateAssignment, { params: { id }, body });

export const useSaveAssignment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AssignmentInput }) => saveAssignment(id, body),
    onSuccess: (a) => {
      queryClient.setQueryData(assignmentKey(a.ID), a);
      return queryClient.invalidateQueries({ queryKey: assignmentsKey });
    },
  });
};

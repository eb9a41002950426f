import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assignment, AssignmentInput } from '@app/contracts/courses';
import { api } from '../../../lib/api-client.ts';
import { assignmentKey } from './get-assignment.ts';
import { assignmentsKey } from './get-assignments.ts';

/** POST /assignments (id null) or PUT /assignments/{id}. */
export const saveAssignment = (id: number | null, body: AssignmentInput) =>
  id === null ? api.post<Assignment>('/assignments', body) : api.put<Assignment>(`/assignments/${id}`, body);

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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { admissionsEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** DELETE /usersAdmissions/{id}: the learner loses access (their progress is kept for a re-admission). */
export const removeAdmission = (id: number) => call(admissionsEndpoints.remove, { params: { id } });

export const useRemoveAdmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admissions'] }),
  });
};

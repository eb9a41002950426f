import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** DELETE /usersAdmissions/{id}: the learner loses access (their progress is kept for a re-admission). */
export const removeAdmission = (id: number) => api.delete<null>(`/usersAdmissions/${id}`);

export const useRemoveAdmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admissions'] }),
  });
};

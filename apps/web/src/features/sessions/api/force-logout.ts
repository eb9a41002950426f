import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** DELETE /users/sessions/{id}: ends anyone's session (forced logout). */
export const forceLogout = (id: number) => api.delete<null>(`/users/sessions/${id}`);

export const useForceLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forceLogout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
};

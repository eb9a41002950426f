import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** DELETE /auth/sessions/{id}: ends one of my sessions. */
export const endMySession = (id: number) => api.delete<null>(`/auth/sessions/${id}`);

export const useEndMySession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMySession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
};

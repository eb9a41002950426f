import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/sessions/revoke-others: logs out all my other sessions; answers how many ended. */
export const revokeOtherSessions = () => api.post<{ ended: number }>('/auth/sessions/revoke-others');

export const useRevokeOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /auth/sessions/revoke-others: logs out all my other sessions; answers how many ended. */
export const revokeOtherSessions = () => call(authEndpoints.revokeOtherSessions, {});

export const useRevokeOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
};

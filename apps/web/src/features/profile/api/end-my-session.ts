import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** DELETE /auth/sessions/{id}: ends one of my sessions. */
export const endMySession = (id: number) => call(authEndpoints.endMySession, { params: { id } });

export const useEndMySession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMySession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
};

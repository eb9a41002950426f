import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** DELETE /users/sessions/{id}: ends anyone's session (forced logout). */
export const forceLogout = (id: number) => call(usersEndpoints.forceEndSession, { params: { id } });

export const useForceLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forceLogout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /users/{id}/deactivate (also ends the user's sessions). */
export const deactivateUser = (id: number) => call(usersEndpoints.deactivate, { params: { id } });

/** POST /users/{id}/activate. */
export const activateUser = (id: number) => call(usersEndpoints.activate, { params: { id } });

export const useSetUserActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => (active ? activateUser(id) : deactivateUser(id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      // Deactivation ends the user's sessions.
      void queryClient.invalidateQueries({ queryKey: ['sessions'] });
    },
  });
};

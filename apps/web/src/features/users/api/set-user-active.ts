import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRow } from '@app/contracts/users';
import { api } from '../../../lib/api-client.ts';

/** POST /users/{id}/deactivate (also ends the user's sessions). */
export const deactivateUser = (id: number) => api.post<UserRow>(`/users/${id}/deactivate`);

/** POST /users/{id}/activate. */
export const activateUser = (id: number) => api.post<UserRow>(`/users/${id}/activate`);

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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountRole } from '@app/contracts/roles';
import type { UserRow } from '@app/contracts/users';
import { api } from '../../../lib/api-client.ts';

/** PUT /users/{id}/role. */
export const changeUserRole = (id: number, role: AccountRole) => api.put<UserRow>(`/users/${id}/role`, { role });

export const useChangeUserRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: AccountRole }) => changeUserRole(id, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountRole } from '@app/contracts/roles';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** PUT /users/{id}/role. */
export const changeUserRole = (id: number, role: AccountRole) => call(usersEndpoints.changeRole, { params: { id }, body: { role } });

export const useChangeUserRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: AccountRole }) => changeUserRole(id, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
};

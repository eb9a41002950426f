import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createStaffBodySchema } from '@app/contracts/users';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type CreateStaffBody = z.input<typeof createStaffBodySchema>;

/** POST /users: creates a staff account with a role (Admin and SuperAdmin only by a SuperAdmin). */
export const createStaffUser = (body: CreateStaffBody) => call(usersEndpoints.createStaff, { body });

export const useCreateStaffUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
};

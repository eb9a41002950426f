import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createStaffBodySchema, UserRow } from '@app/contracts/users';
import { api } from '../../../lib/api-client.ts';

export type CreateStaffBody = z.input<typeof createStaffBodySchema>;

/** POST /users: creates a staff account with a role (Admin and SuperAdmin only by a SuperAdmin). */
export const createStaffUser = (body: CreateStaffBody) => api.post<UserRow>('/users', body);

export const useCreateStaffUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
};

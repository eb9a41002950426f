import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordBodySchema } from '@app/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** POST /auth/change-password: also ends my other sessions. */
export const changePassword = (body: ChangePasswordBody) => api.post<null>('/auth/change-password', body);

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
};

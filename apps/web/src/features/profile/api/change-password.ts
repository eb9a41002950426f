import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordBodySchema } from '@app/contracts/auth';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** POST /auth/change-password: also ends my other sessions. */
export const changePassword = (body: ChangePasswordBody) => call(authEndpoints.changePassword, { body });

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
};

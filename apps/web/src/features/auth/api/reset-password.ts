import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordBodySchema } from '@app/contracts/auth';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /auth/reset-password with the token of the mailed link. */
export const resetPassword = (body: ResetPasswordBody) =>
  call(authEndpoints.resetPassword, { body }, { skipSessionExpiry: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

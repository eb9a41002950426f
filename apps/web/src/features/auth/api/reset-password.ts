import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordBodySchema } from '@app/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /auth/reset-password with the token of the mailed link. */
export const resetPassword = (body: ResetPasswordBody) =>
  api.post<unknown>('/auth/reset-password', body, { skipSessionExpiry: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

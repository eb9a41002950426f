import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordBodySchema } from '@app/contracts/auth';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /auth/forgot-password: mails a reset link if the account exists (the answer is the same either way). */
export const forgotPassword = (body: ForgotPasswordBody) => call(authEndpoints.forgotPassword, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/resend-verification: a new verification link for the signed-in account (3 an hour). */
export const resendVerification = () => api.post<null>('/auth/resend-verification');

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

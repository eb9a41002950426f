import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /auth/resend-verification: a new verification link for the signed-in account (3 an hour). */
export const resendVerification = () => call(authEndpoints.resendVerification, {});

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /auth/verify-email with the token of the mailed link (single use, 48 hours). */
export const verifyEmail = (token: string) =>
  call(authEndpoints.verifyEmail, { body: { token } }, { skipSessionExpiry: true });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/verify-email with the token of the mailed link (single use, 48 hours). */
export const verifyEmail = (token: string) =>
  api.post<null>('/auth/verify-email', { token }, { skipSessionExpiry: true });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });

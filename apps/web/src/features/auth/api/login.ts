import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@app/contracts/auth';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/**
 * POST /auth/login: a session, or a two-factor challenge (TwoFactorRequired) for accounts that sign in with a
 * second factor; a 401 here means wrong credentials, not an expired session.
 */
export const login = (body: LoginBody) =>
  call(authEndpoints.login, { body }, { skipSessionExpiry: true });

export const useLogin = () => useMutation({ mutationFn: login });

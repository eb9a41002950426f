import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@app/contracts/auth';
import type { LoginResult } from '@app/contracts/two-factor';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /auth/login: a session, or a two-factor challenge (TwoFactorRequired) for accounts that sign in with a
 * second factor; a 401 here means wrong credentials, not an expired session.
 */
export const login = (body: LoginBody) =>
  api.post<LoginResult>('/auth/login', body, { skipSessionExpiry: true });

export const useLogin = () => useMutation({ mutationFn: login });

import { useMutation } from '@tanstack/react-query';
import type { LoginBody, SessionResult } from '@app/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/login; a 401 here means wrong credentials, not an expired session. */
export const login = (body: LoginBody) =>
  api.post<SessionResult>('/auth/login', body, { skipSessionExpiry: true });

export const useLogin = () => useMutation({ mutationFn: login });

import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, SessionResult } from '@app/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/register: creates a learner account and signs it in. */
export const register = (body: RegisterBody) =>
  api.post<SessionResult>('/auth/register', body, { skipSessionExpiry: true });

export const useRegister = () => useMutation({ mutationFn: register });

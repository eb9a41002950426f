import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@app/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /auth/register: creates a learner account and mails a verification link. The answer is the same
 * whether or not the email was already registered, and never a session: the user logs in afterwards.
 */
export const register = (body: RegisterBody) =>
  api.post<null>('/auth/register', body, { skipSessionExpiry: true });

export const useRegister = () => useMutation({ mutationFn: register });

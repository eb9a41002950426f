import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@app/contracts/auth';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/**
 * POST /auth/register: creates a learner account and mails a verification link. The answer is the same
 * whether or not the email was already registered, and never a session: the user logs in afterwards.
 */
export const register = (body: RegisterBody) =>
  call(authEndpoints.register, { body }, { skipSessionExpiry: true });

export const useRegister = () => useMutation({ mutationFn: register });

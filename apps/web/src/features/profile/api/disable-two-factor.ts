import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { twoFactorKey } from './two-factor-status.ts';

/** POST /auth/two-factor/disable: off with my password and a code (422 when my role requires it). */
export const disableTwoFactor = (body: { Password: string; Code: string }) => call(authEndpoints.twoFactorDisable, { body });
export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }) });
};

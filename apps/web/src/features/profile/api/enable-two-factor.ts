import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { twoFactorKey } from './two-factor-status.ts';

/** POST /auth/two-factor/enable: confirms the new key with a code; the ten recovery codes (shown once). */
export const enableTwoFactor = (Code: string) => call(authEndpoints.twoFactorEnable, { body: { Code } });
export const useEnableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }) });
};

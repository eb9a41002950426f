import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { twoFactorKey } from './two-factor-status.ts';

/** POST /auth/two-factor/recovery-codes: ten new recovery codes for a code of the app; the old ones stop working. */
export const regenerateRecoveryCodes = (Code: string) => call(authEndpoints.twoFactorRecoveryCodes, { body: { Code } });
export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }) });
};

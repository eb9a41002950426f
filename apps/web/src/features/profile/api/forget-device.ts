import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { twoFactorKey } from './two-factor-status.ts';

/** DELETE /auth/two-factor/devices/{id}: forget a remembered device (it asks for a code at the next sign-in). */
export const forgetDevice = (id: number) => call(authEndpoints.forgetDevice, { params: { id } });
export const useForgetDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: forgetDevice, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }) });
};

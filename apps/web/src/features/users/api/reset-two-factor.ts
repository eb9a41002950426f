import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/**
 * POST /users/{id}/two-factor/reset (SuperAdmin): turns off the account's two-factor sign-in after a lost device and
 * ends its sessions; recorded in the audit log. 422 when it is not on.
 */
export const resetTwoFactor = (id: number) => call(authEndpoints.resetTwoFactor, { params: { id } });
export const useResetTwoFactor = () => useMutation({ mutationFn: resetTwoFactor });

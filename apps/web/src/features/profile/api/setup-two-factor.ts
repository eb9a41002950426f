import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /auth/two-factor/setup: a new key for the authenticator app (QR code and text); not on until confirmed. */
export const setupTwoFactor = () => call(authEndpoints.twoFactorSetup, {});
export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });

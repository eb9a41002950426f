import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import type { EndpointInput } from '@app/contracts/endpoint';
import { call } from '../../../lib/endpoint-client.ts';

type Body<E extends keyof typeof authEndpoints> = EndpointInput<(typeof authEndpoints)[E]> extends { body: infer B } ? B : never;

/** POST /auth/login/two-factor: the challenge with a code of the app or a recovery code gives the session. */
export const loginTwoFactor = (body: Body<'loginTwoFactor'>) =>
  call(authEndpoints.loginTwoFactor, { body }, { skipSessionExpiry: true });
export const useLoginTwoFactor = () => useMutation({ mutationFn: loginTwoFactor });

/** POST /auth/login/two-factor/setup: forced enrolment, a new key for the app. */
export const loginTwoFactorSetup = (ChallengeToken: string) =>
  call(authEndpoints.loginTwoFactorSetup, { body: { ChallengeToken } }, { skipSessionExpiry: true });
export const useLoginTwoFactorSetup = () => useMutation({ mutationFn: loginTwoFactorSetup });

/** POST /auth/login/two-factor/enable: forced enrolment, the first code gives the session and the recovery codes. */
export const loginTwoFactorEnable = (body: Body<'loginTwoFactorEnable'>) =>
  call(authEndpoints.loginTwoFactorEnable, { body }, { skipSessionExpiry: true });
export const useLoginTwoFactorEnable = () => useMutation({ mutationFn: loginTwoFactorEnable });

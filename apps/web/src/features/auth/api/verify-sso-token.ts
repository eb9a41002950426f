import { useMutation } from '@tanstack/react-query';
import { sessionResultSchema, SSO_EXPIRED_MESSAGE, type DeviceSignature, type SessionResult } from '@app/contracts/auth';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/endpoint-client.ts';

/** Outcome of the spec's SSO check: success yields the session, failure 'Session Token Expired', else unresolved. */
export type SsoOutcome =
  | { kind: 'success'; session: SessionResult }
  | { kind: 'expired'; message: string }
  | { kind: 'unresolved' };

/** POST /users/verifySsoToken; never throws. */
export async function verifySsoToken(token: string, deviceDetails: DeviceSignature): Promise<SsoOutcome> {
  try {
    // Checked here too: production builds of call() do not check answers, and an unreadable one is 'unresolved'.
    const data: unknown = await call(authEndpoints.verifySsoToken, { body: { SessionToken: token, deviceDetails } }, { skipSessionExpiry: true });
    const parsed = sessionResultSchema.safeParse(data);
    return parsed.success ? { kind: 'success', session: parsed.data } : { kind: 'unresolved' };
  } catch (error) {
    // A 4xx answer is the server saying no; no answer or a 5xx says nothing about the token.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { kind: 'expired', message: SSO_EXPIRED_MESSAGE };
    }
    return { kind: 'unresolved' };
  }
}

export const useVerifySsoToken = () =>
  useMutation({ mutationFn: (v: { token: string; device: DeviceSignature }) => verifySsoToken(v.token, v.device) });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /auth/invitation: whom an invitation link is for (400 TOKEN_INVALID when expired, used or replaced). */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  call(authEndpoints.invitation, { body: { token } }, { signal, skipSessionExpiry: true });

export const invitationOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    // The server's answer about the link is final: a retry would say the same.
    retry: false,
    staleTime: Infinity,
  });

export const useInvitation = (token: string) => useQuery(invitationOptions(token));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const meQueryKey = ['auth', 'me'] as const;

/** GET /auth/me: the user behind the stored token. A 401 only means the stored token is gone. */
export const getMe = (signal?: AbortSignal) =>
  call(authEndpoints.me, {}, { signal, skipSessionExpiry: true });

export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...meQueryKey, token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });

export const useMe = (token: string | null) => useQuery(meQueryOptions(token));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const twoFactorKey = ['two-factor', 'mine'] as const;

/** GET /auth/two-factor: whether it is on, required, recovery codes left and remembered devices. */
export const getTwoFactorStatus = (signal?: AbortSignal) => call(authEndpoints.twoFactorStatus, {}, { signal });

export const twoFactorStatusQuery = () => queryOptions({ queryKey: twoFactorKey, queryFn: ({ signal }) => getTwoFactorStatus(signal) });
export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery());

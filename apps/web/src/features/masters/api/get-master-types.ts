import { queryOptions, useQuery } from '@tanstack/react-query';
import { mastersEndpoints } from '@app/contracts/masters.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const masterTypesKey = ['masters', 'types'] as const;

/** GET /admin/masters: the master types with their entry counts. */
export const getMasterTypes = (signal?: AbortSignal) => call(mastersEndpoints.types, {}, { signal });

export const masterTypesOptions = () =>
  queryOptions({ queryKey: masterTypesKey, queryFn: ({ signal }) => getMasterTypes(signal) });

export const useMasterTypes = () => useQuery(masterTypesOptions());

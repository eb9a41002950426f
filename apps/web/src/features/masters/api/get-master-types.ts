import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MasterType } from '@app/contracts/masters';
import { api } from '../../../lib/api-client.ts';

export interface MasterTypeSummary {
  type: MasterType;
  count: number;
}

export const masterTypesKey = ['masters', 'types'] as const;

/** GET /admin/masters: the master types with their entry counts. */
export const getMasterTypes = (signal?: AbortSignal) => api.get<MasterTypeSummary[]>('/admin/masters', { signal });

export const masterTypesOptions = () =>
  queryOptions({ queryKey: masterTypesKey, queryFn: ({ signal }) => getMasterTypes(signal) });

export const useMasterTypes = () => useQuery(masterTypesOptions());

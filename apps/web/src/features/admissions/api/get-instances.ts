import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InstanceRow, instancesStatusSchema } from '@app/contracts/instances';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';
import { instancesKey } from './keys.ts';

export type InstanceFilters = { courseId?: number };

/** GET /instances: ERP sandbox credentials, paged; passwords always masked. */
export const getInstances = (q: ListQuery & InstanceFilters, signal?: AbortSignal) =>
  api.get<Page<InstanceRow>>('/instances', { query: q, signal });

export type InstancesStatus = z.infer<typeof instancesStatusSchema>;

/** GET /instances/status: whether the server can encrypt and reveal passwords (INSTANCE_ENCRYPTION_KEY). */
export const getInstancesStatus = (signal?: AbortSignal) => api.get<InstancesStatus>('/instances/status', { signal });

export const useInstancesStatus = () =>
  useQuery({ queryKey: [...instancesKey, 'status'], queryFn: ({ signal }) => getInstancesStatus(signal), staleTime: 60_000 });

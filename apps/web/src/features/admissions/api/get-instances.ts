import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { instancesStatusSchema } from '@app/contracts/instances';
import type { ListQuery } from '@app/contracts/list';
import { instancesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { instancesKey } from './keys.ts';

export type InstanceFilters = { courseId?: number };

/** GET /instances: ERP sandbox credentials, paged; passwords always masked. */
export const getInstances = (q: ListQuery & InstanceFilters, signal?: AbortSignal) =>
  call(instancesEndpoints.list, { query: q }, { signal });

export type InstancesStatus = z.infer<typeof instancesStatusSchema>;

/** GET /instances/status: whether the server can encrypt and reveal passwords (INSTANCE_ENCRYPTION_KEY). */
export const getInstancesStatus = (signal?: AbortSignal) => call(instancesEndpoints.status, {}, { signal });

export const useInstancesStatus = () =>
  useQuery({ queryKey: [...instancesKey, 'status'], queryFn: ({ signal }) => getInstancesStatus(signal), staleTime: 60_000 });

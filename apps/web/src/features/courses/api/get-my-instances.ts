import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstanceRow } from '@app/contracts/instances';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

export const myInstancesKey = ['courses', 'instances'] as const;

/** A learner has one sandbox per course at most: one page of 100 holds them all. */
const everything: ListQuery = { pageIndex: 0, pageSize: 100, sortDesc: false };

/** GET /myInstances: the caller's ERP sandbox logins, passwords masked. */
export const getMyInstances = (signal?: AbortSignal) => api.get<Page<InstanceRow>>('/myInstances', { query: { ...everything }, signal });

export const myInstancesOptions = () => queryOptions({ queryKey: myInstancesKey, queryFn: ({ signal }) => getMyInstances(signal) });

export const useMyInstances = () => useQuery(myInstancesOptions());

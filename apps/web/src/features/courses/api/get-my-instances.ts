import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import { instancesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const myInstancesKey = ['courses', 'instances'] as const;

/** A learner has one sandbox per course at most: one page of 100 holds them all. */
const everything: ListQuery = { pageIndex: 0, pageSize: 100, sortDesc: false };

/** GET /myInstances: the caller's ERP sandbox logins, passwords masked. */
export const getMyInstances = (signal?: AbortSignal) => call(instancesEndpoints.mine, { query: { ...everything } }, { signal });

export const myInstancesOptions = () => queryOptions({ queryKey: myInstancesKey, queryFn: ({ signal }) => getMyInstances(signal) });

export const useMyInstances = () => useQuery(myInstancesOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import { certificatesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Query-key prefix of the caller's certificates (the DataTable appends the list query). */
export const myCertificatesKey = ['courses', 'certificates'] as const;

/** GET /certificates: for a learner, their own certificates (newest first by default). */
export const getMyCertificates = (q: ListQuery, signal?: AbortSignal) =>
  call(certificatesEndpoints.list, { query: { ...q } }, { signal });

/** The newest few, for the dashboard. */
export const latestCertificatesOptions = (count: number) => {
  const q: ListQuery = { pageIndex: 0, pageSize: count, sortDesc: false };
  return queryOptions({ queryKey: [...myCertificatesKey, q], queryFn: ({ signal }) => getMyCertificates(q, signal) });
};

export const useLatestCertificates = (count: number) => useQuery(latestCertificatesOptions(count));

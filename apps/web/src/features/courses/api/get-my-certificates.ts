import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateRow } from '@app/contracts/certificates';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

/** Query-key prefix of the caller's certificates (the DataTable appends the list query). */
export const myCertificatesKey = ['courses', 'certificates'] as const;

/** GET /certificates: for a learner, their own certificates (newest first by default). */
export const getMyCertificates = (q: ListQuery, signal?: AbortSignal) =>
  api.get<Page<CertificateRow>>('/certificates', { query: { ...q }, signal });

/** The newest few, for the dashboard. */
export const latestCertificatesOptions = (count: number) => {
  const q: ListQuery = { pageIndex: 0, pageSize: count, sortDesc: false };
  return queryOptions({ queryKey: [...myCertificatesKey, q], queryFn: ({ signal }) => getMyCertificates(q, signal) });
};

export const useLatestCertificates = (count: number) => useQuery(latestCertificatesOptions(count));

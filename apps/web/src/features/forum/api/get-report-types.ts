import { queryOptions, useQuery } from '@tanstack/react-query';
import { mastersEndpoints } from '@app/contracts/masters.endpoints';
import { FORUM_REPORT_TYPE_MASTER } from '@app/contracts/forum';
import { call } from '../../../lib/endpoint-client.ts';

/** The report types master list (GET /admin/reportTypes), by title. */
export const reportTypesOptions = () => queryOptions({
  queryKey: ['forum', 'reportTypes'],
  queryFn: ({ signal }) => call(mastersEndpoints.list, { params: { masterType: FORUM_REPORT_TYPE_MASTER }, query: { pageSize: 500, sortBy: 'Title' } }, { signal }),
  staleTime: 5 * 60_000,
});
export const useReportTypes = (enabled: boolean) => useQuery({ ...reportTypesOptions(), enabled });

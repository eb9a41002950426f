import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Reports/{id}: one report with the post and its author's standing. */
export const reportOptions = (id: number) =>
  queryOptions({ queryKey: ['forum', 'report', id], queryFn: ({ signal }) => call(e.reportDetail, { params: { id } }, { signal }) });
export const useReport = (id: number) => useQuery({ ...reportOptions(id), enabled: Number.isInteger(id) && id > 0 });

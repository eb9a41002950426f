import { queryOptions, useQuery } from '@tanstack/react-query';
import { mastersEndpoints } from '@app/contracts/masters.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** The support categories master list (GET /admin/supportCategories), by title. */
export const categoriesOptions = () => queryOptions({
  queryKey: ['support', 'categories'],
  queryFn: ({ signal }) => call(mastersEndpoints.list, { params: { masterType: 'supportCategories' }, query: { pageSize: 500, sortBy: 'Title' } }, { signal }),
  staleTime: 5 * 60_000,
});
export const useSupportCategories = () => useQuery(categoriesOptions());

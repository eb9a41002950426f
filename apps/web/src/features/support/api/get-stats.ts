import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /support/stats: counts by status and the average times. */
export const statsOptions = () => queryOptions({ queryKey: ['support', 'stats'], queryFn: ({ signal }) => call(supportEndpoints.stats, {}, { signal }) });
export const useSupportStats = () => useQuery(statsOptions());

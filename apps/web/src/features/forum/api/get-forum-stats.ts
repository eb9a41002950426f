import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Topics/getForumStats: the Forum Dashboard figures (admin kind only: others never call it). */
export const forumStatsOptions = () =>
  queryOptions({ queryKey: ['forum', 'stats'], queryFn: ({ signal }) => call(e.stats, {}, { signal }) });
export const useForumStats = (enabled: boolean) => useQuery({ ...forumStatsOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Forum/profile/{id}: a member's public profile. */
export const profileOptions = (id: number) =>
  queryOptions({ queryKey: ['forum', 'profile', id], queryFn: ({ signal }) => call(e.profile, { params: { id } }, { signal }) });
export const usePublicProfile = (id: number) => useQuery({ ...profileOptions(id), enabled: Number.isInteger(id) && id > 0 });

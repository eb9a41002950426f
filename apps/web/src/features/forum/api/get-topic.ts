import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Topics/{id}: the topic, its answers and their comments. */
export const topicOptions = (id: number) =>
  queryOptions({ queryKey: ['forum', 'topic', id], queryFn: ({ signal }) => call(e.topic, { params: { id } }, { signal }) });
export const useTopic = (id: number) => useQuery({ ...topicOptions(id), enabled: Number.isInteger(id) && id > 0 });

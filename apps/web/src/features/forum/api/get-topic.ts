import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Topics/{id}?answers=: the topic, its first `answers` answers and their comments. */
export const topicOptions = (id: number, answers: number) =>
  queryOptions({ queryKey: ['forum', 'topic', id, answers], queryFn: ({ signal }) => call(e.topic, { params: { id }, query: { answers } }, { signal }) });
/** The topic page's data; showing more answers keeps the ones on screen while the next ones load. */
export const useTopic = (id: number, answers: number) =>
  useQuery({ ...topicOptions(id, answers), enabled: Number.isInteger(id) && id > 0, placeholderData: keepPreviousData });

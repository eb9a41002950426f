import type { ListQuery } from '@app/contracts/list';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Which answers a moderation list shows: all (`GET /Threads`), reported, useful, held for review, hidden, or one topic's. */
export type ThreadsFilter = { topicId?: number; filter?: 'Useful' | 'Report' | 'Held' | 'Hidden' };

/** GET /Threads (also ?status=held|hidden), /Reports/thread/all (Report), /Threads/getUsefulThread (Useful), /Threads/getTopicsThread/{topicId}. */
export const getThreads = (q: ListQuery & ThreadsFilter, signal?: AbortSignal) => {
  const { topicId, filter, ...query } = q;
  if (filter === 'Report') return call(e.reportedThreads, { query: { ...query, topicId } }, { signal });
  if (filter === 'Useful') return call(e.usefulThreads, { query: { ...query, topicId } }, { signal });
  if (filter === 'Held' || filter === 'Hidden') return call(e.threads, { query: { ...query, topicId, status: filter === 'Held' ? 'held' : 'hidden' } }, { signal });
  if (topicId) return call(e.topicThreads, { params: { topicId }, query }, { signal });
  return call(e.threads, { query }, { signal });
};

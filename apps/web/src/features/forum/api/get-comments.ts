import type { ListQuery } from '@app/contracts/list';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Which comments a moderation list shows: all (`GET /Comments`), reported, held for review, hidden, or one answer's. */
export type CommentsFilter = { topicId?: number; threadId?: number; filter?: 'Report' | 'Held' | 'Hidden' };

/** GET /Comments (also ?status=held|hidden), /Reports/comment/all (Report), /Comments/getTopicsComments/{threadId}. */
export const getComments = (q: ListQuery & CommentsFilter, signal?: AbortSignal) => {
  const { topicId, threadId, filter, ...query } = q;
  if (filter === 'Report') return call(e.reportedComments, { query: { ...query, topicId, threadId } }, { signal });
  if (filter === 'Held' || filter === 'Hidden') return call(e.comments, { query: { ...query, topicId, threadId, status: filter === 'Held' ? 'held' : 'hidden' } }, { signal });
  if (threadId) return call(e.threadComments, { params: { threadId }, query }, { signal });
  return call(e.comments, { query: { ...query, topicId } }, { signal });
};

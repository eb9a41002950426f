import type { ListQuery } from '@app/contracts/list';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Which comments a moderation list shows: all (`GET /Comments`), reported, or one answer's. */
export type CommentsFilter = { topicId?: number; threadId?: number; filter?: 'Report' };

/** GET /Comments, /Reports/comment/all (Report), /Comments/getTopicsComments/{threadId}. */
export const getComments = (q: ListQuery & CommentsFilter, signal?: AbortSignal) => {
  const { topicId, threadId, filter, ...query } = q;
  if (filter === 'Report') return call(e.reportedComments, { query: { ...query, topicId, threadId } }, { signal });
  if (threadId) return call(e.threadComments, { params: { threadId }, query }, { signal });
  return call(e.comments, { query: { ...query, topicId } }, { signal });
};

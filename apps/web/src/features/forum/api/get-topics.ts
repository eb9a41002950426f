import type { ListQuery } from '@app/contracts/list';
import type { TopicsQuery } from '@app/contracts/forum';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Query-key prefix of everything the forum shows; every forum mutation invalidates it. */
export const forumKey = ['forum'] as const;
export const topicsKey = ['forum', 'topics'] as const;

/** GET /Topics/getForumList: one page of visible topics (ranked full-text search with a term); a moderator's `status` widens it. */
export const getTopics = (q: ListQuery & Pick<TopicsQuery, 'sort' | 'tag' | 'courseId' | 'lessonId' | 'status'>, signal?: AbortSignal) =>
  call(e.topics, { query: q }, { signal });

import type { ListQuery } from '@app/contracts/list';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Forum/myTopics: topics I asked. */
export const getMyTopics = (q: ListQuery, signal?: AbortSignal) => call(e.myTopics, { query: q }, { signal });

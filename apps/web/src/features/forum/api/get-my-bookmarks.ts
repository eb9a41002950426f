import type { ListQuery } from '@app/contracts/list';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Forum/myBookmarks: topics I bookmarked. */
export const getMyBookmarks = (q: ListQuery, signal?: AbortSignal) => call(e.myBookmarks, { query: q }, { signal });

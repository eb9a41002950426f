import type { ListQuery } from '@app/contracts/list';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Forum/myReports: what I reported and what happened to it. */
export const getMyReports = (q: ListQuery, signal?: AbortSignal) => call(e.myReports, { query: q }, { signal });

import type { ListQuery } from '@app/contracts/list';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Forum/myAnswers: answers I wrote. */
export const getMyAnswers = (q: ListQuery, signal?: AbortSignal) => call(e.myAnswers, { query: q }, { signal });

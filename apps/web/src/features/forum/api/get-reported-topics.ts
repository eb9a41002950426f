import type { ListQuery } from '@app/contracts/list';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Reports/topic/all: topics with pending reports. */
export const getReportedTopics = (q: ListQuery, signal?: AbortSignal) => call(e.reportedTopics, { query: q }, { signal });

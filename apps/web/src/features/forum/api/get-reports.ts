import type { ListQuery } from '@app/contracts/list';
import type { ReportStatus } from '@app/contracts/forum';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Reports: forum reports, newest first. */
export const getReports = (q: ListQuery & { status?: ReportStatus }, signal?: AbortSignal) => call(e.reports, { query: q }, { signal });

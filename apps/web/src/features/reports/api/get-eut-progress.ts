import type { ListQuery } from '@app/contracts/list';
import { reportHubEndpoints as e } from '@app/contracts/reports.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsHubKey } from './get-student-progress.ts';

export type EutFilters = { companyIds: string; courseIds: string; from?: string; to?: string };
export const eutProgressKey = [...reportsHubKey, 'eut'] as const;

/** GET /reports/eutProgress: the progress of client companies' staff. */
export const getEutProgress = (q: ListQuery & EutFilters, signal?: AbortSignal) => call(e.eutProgress, { query: q }, { signal });
/** GET /reports/eutProgress/summary: one line per company. */
export const getEutSummary = (q: EutFilters) => call(e.eutSummary, { query: q });

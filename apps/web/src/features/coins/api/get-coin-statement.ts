import { coinsEndpoints } from '@app/contracts/coins.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';

/** The statement's filters (the spec's FromDate, ToDate and EventsID). */
export type StatementFilters = { from: string; to: string; eventsId?: number };

/** GET /rewards/getDetailStatement/{from}/{to}[/{eventsId}]: one page of the learner's own rows. */
export function getCoinStatement(q: ListQuery & StatementFilters, signal?: AbortSignal) {
  const { from, to, eventsId, ...query } = q;
  return eventsId
    ? call(coinsEndpoints.statementOfEvent, { params: { from, to, eventsId }, query }, { signal })
    : call(coinsEndpoints.statement, { params: { from, to }, query }, { signal });
}

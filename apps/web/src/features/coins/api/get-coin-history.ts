import type { CoinHistoryQuery } from '@app/contracts/coins';
import { coinsEndpoints } from '@app/contracts/coins.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';

/** The staff history's filters as the page sends them (each optional). */
export type HistoryFilters = Pick<CoinHistoryQuery, 'userId' | 'eventId' | 'direction' | 'from' | 'to'>;

/** GET /coins/history: one page of every learner's ledger. */
export const getCoinHistory = (q: ListQuery & HistoryFilters, signal?: AbortSignal) => call(coinsEndpoints.history, { query: q }, { signal });

import type { ListQuery } from '@app/contracts/list';
import type { MyTicketsQuery } from '@app/contracts/support';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Query-key prefix of everything support shows; every support mutation invalidates it. */
export const supportKey = ['support'] as const;
/** Query-key prefix of my tickets (the DataTable appends the list query). */
export const myTicketsKey = ['support', 'mine', 'list'] as const;

/** GET /support/myTickets: one page of my tickets. */
export const getMyTickets = (q: ListQuery & Pick<MyTicketsQuery, 'status'>, signal?: AbortSignal) =>
  call(supportEndpoints.myTickets, { query: q }, { signal });

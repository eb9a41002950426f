import type { ListQuery } from '@app/contracts/list';
import type { StaffTicketsQuery } from '@app/contracts/support';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type TicketFilters = Pick<StaffTicketsQuery, 'status' | 'category' | 'assigneeId' | 'olderThanDays'>;

/** Query-key prefix of every ticket (the DataTable appends the list query). */
export const ticketsKey = ['support', 'tickets'] as const;

/** GET /support/tickets: one page of every ticket. */
export const getTickets = (q: ListQuery & TicketFilters, signal?: AbortSignal) => call(supportEndpoints.tickets, { query: q }, { signal });

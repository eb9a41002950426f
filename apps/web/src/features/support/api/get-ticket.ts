import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /support/tickets/{id}: one ticket with every message, internal notes included. */
export const getTicket = (id: number, signal?: AbortSignal) => call(supportEndpoints.ticket, { params: { id } }, { signal });

export const ticketOptions = (id: number) => queryOptions({ queryKey: ['support', 'ticket', id], queryFn: ({ signal }) => getTicket(id, signal) });
export const useTicket = (id: number) => useQuery(ticketOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /support/myTickets/{id}: one of my tickets with its conversation (404 when it is not mine). */
export const getMyTicket = (id: number, signal?: AbortSignal) => call(supportEndpoints.myTicket, { params: { id } }, { signal });

export const myTicketOptions = (id: number) => queryOptions({ queryKey: ['support', 'mine', 'one', id], queryFn: ({ signal }) => getMyTicket(id, signal) });
export const useMyTicket = (id: number) => useQuery(myTicketOptions(id));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { supportKey } from './get-my-tickets.ts';

/** POST /support/myTickets/{id}/reopen: a Resolved ticket, within 14 days. */
export const reopenMyTicket = (id: number) => call(supportEndpoints.reopen, { params: { id } });

export const useReopenMyTicket = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => reopenMyTicket(id), onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }) });
};

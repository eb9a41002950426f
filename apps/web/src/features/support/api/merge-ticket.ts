import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { supportKey } from './get-my-tickets.ts';

/** POST /support/tickets/{id}/merge: this duplicate into the kept ticket. */
export const mergeTicket = (id: number, IntoTicketID: number) => call(supportEndpoints.merge, { params: { id }, body: { IntoTicketID } });

export const useMergeTicket = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (into: number) => mergeTicket(id, into), onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketStatus } from '@app/contracts/support';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { supportKey } from './get-my-tickets.ts';

/** POST /support/tickets/{id}/status. */
export const setTicketStatus = (id: number, Status: TicketStatus) => call(supportEndpoints.setStatus, { params: { id }, body: { Status } });

export const useSetTicketStatus = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (s: TicketStatus) => setTicketStatus(id, s), onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { supportKey } from './get-my-tickets.ts';

/** POST /support/myTickets/{id}/close. */
export const closeMyTicket = (id: number) => call(supportEndpoints.close, { params: { id } });

export const useCloseMyTicket = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => closeMyTicket(id), onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { supportKey } from './get-my-tickets.ts';

/** POST /support/tickets/{id}/assign: to a desk member, or to nobody (null). */
export const assignTicket = (id: number, AssigneeID: number | null) => call(supportEndpoints.assign, { params: { id }, body: { AssigneeID } });

export const useAssignTicket = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (a: number | null) => assignTicket(id, a), onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }) });
};

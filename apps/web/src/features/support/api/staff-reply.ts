import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { supportKey } from './get-my-tickets.ts';

export type StaffReplyInput = { Message: string; FileIDs: number[]; Internal: boolean };

/** POST /support/tickets/{id}/replies: a reply to the learner, or an internal note. */
export const staffReply = (id: number, body: StaffReplyInput) => call(supportEndpoints.staffReply, { params: { id }, body });

export const useStaffReply = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (b: StaffReplyInput) => staffReply(id, b), onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }) });
};

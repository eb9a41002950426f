import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { supportKey } from './get-my-tickets.ts';

/** POST /support/myTickets/{id}/replies: my reply with uploaded files. */
export const replyMyTicket = (id: number, Message: string, FileIDs: number[]) =>
  call(supportEndpoints.reply, { params: { id }, body: { Message, FileIDs } });

export const useReplyMyTicket = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { Message: string; FileIDs: number[] }) => replyMyTicket(id, v.Message, v.FileIDs),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }),
  });
};

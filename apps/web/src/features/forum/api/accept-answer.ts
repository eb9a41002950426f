import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { forumKey } from './get-topics.ts';

/** POST /Topics/{id}/accept: the accepted answer (or none). */
export const acceptAnswer = (v: { id: number; ThreadID: number | null }) => call(e.accept, { params: { id: v.id }, body: { ThreadID: v.ThreadID } });

export const useAcceptAnswer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

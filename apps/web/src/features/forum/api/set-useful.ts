import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { forumKey } from './get-topics.ts';

/** POST /Threads/{id}/useful: mark an answer useful or take the mark back. */
export const setUseful = (v: { id: number; Useful: boolean }) => call(e.useful, { params: { id: v.id }, body: { Useful: v.Useful } });

export const useSetUseful = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUseful,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

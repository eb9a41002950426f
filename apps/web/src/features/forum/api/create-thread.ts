import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { forumKey } from './get-topics.ts';

/** POST /Threads: answer a topic. */
export const createThread = (body: { TopicID: number; Description: string }) => call(e.createThread, { body });

export const useCreateThread = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

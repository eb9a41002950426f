import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { forumKey } from './get-topics.ts';

/** DELETE /Forum/posts/{id}: delete my own post without replies. */
export const deletePost = (id: number) => call(e.deletePost, { params: { id } });

export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

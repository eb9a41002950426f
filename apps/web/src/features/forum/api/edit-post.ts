import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { forumKey } from './get-topics.ts';

/** PUT /Forum/posts/{id}: change my own post within 30 minutes. */
export const editPost = (v: { id: number; Title?: string; Description: string; Tags?: string[] }) => call(e.editPost, { params: { id: v.id }, body: { Title: v.Title, Description: v.Description, Tags: v.Tags } });

export const useEditPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

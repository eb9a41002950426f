import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { forumKey } from './get-topics.ts';

/** POST /Forum/posts/{id}/moderate: hide, restore or delete any post. */
export const moderatePost = (v: { id: number; Action: 'hide' | 'restore' | 'delete' }) => call(e.moderate, { params: { id: v.id }, body: { Action: v.Action } });

export const useModeratePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { forumKey } from './get-topics.ts';

/** POST /Topics/{id}/bookmark: bookmark a topic or remove the bookmark. */
export const setBookmark = (v: { id: number; Bookmarked: boolean }) => call(e.bookmark, { params: { id: v.id }, body: { Bookmarked: v.Bookmarked } });

export const useSetBookmark = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBookmark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

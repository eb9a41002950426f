import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { forumKey } from './get-topics.ts';

/** POST /Reports/{id}/resolve: dismiss, hide, delete, warn or suspend. */
export const resolveReport = (v: { id: number; Action: 'dismiss' | 'hide' | 'delete' | 'warn' | 'suspend'; Days?: number; Note?: string }) => call(e.resolve, { params: { id: v.id }, body: { Action: v.Action, Days: v.Days, Note: v.Note } });

export const useResolveReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { forumKey } from './get-topics.ts';

/** POST /Reports: report a post with a report type and an explanation. */
export const reportPost = (body: { PostID: number; ReportType: string; Explaination: string }) => call(e.report, { body });

export const useReportPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

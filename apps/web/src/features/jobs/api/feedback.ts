import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackBody } from '@app/contracts/jobs';
import { feedbackEndpoints as e } from '@app/contracts/jobs.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';
import { jobsKeys } from './jobs-keys.ts';

/** GET /interviewFeedback: the caller's company's feedback (the academy's for mentors, all for admins). */
export const getFeedback = (q: ListQuery & { invitationId?: number }, signal?: AbortSignal) => call(e.list, { query: q }, { signal });
export const useFeedback = (id: number | null) =>
  useQuery({ queryKey: jobsKeys.feedbackOne(id ?? 0), queryFn: ({ signal }) => call(e.one, { params: { FeedbackID: id! } }, { signal }), enabled: id !== null });
export const useSaveFeedback = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FeedbackBody }) => (id ? call(e.update, { params: { FeedbackID: id }, body }) : call(e.create, { body })),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.all }),
  });
};

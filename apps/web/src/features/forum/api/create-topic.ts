import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { forumKey } from './get-topics.ts';

/** POST /Topics: ask a question. */
export const createTopic = (body: { Title: string; Description: string; Tags: string[]; CourseID?: number | null; LessonID?: number | null }) => call(e.createTopic, { body });

export const useCreateTopic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

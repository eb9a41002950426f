import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { submitBodySchema } from '@app/contracts/courses';
import { playerEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { coursePlayerKey } from './get-course-content.ts';

export type SubmitBody = z.input<typeof submitBodySchema>;

/** POST /course/{id}/lessons/{lessonId}/assignment/submit: text and uploaded files; a repeat with the same RequestID is harmless. */
export const submitAssignment = (courseId: number, lessonId: number, body: SubmitBody) =>
  call(playerEndpoints.submit, { params: { id: courseId, lessonId }, body });

export function useSubmitAssignment(courseId: number, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitBody) => submitAssignment(courseId, lessonId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursePlayerKey(courseId) }),
  });
}

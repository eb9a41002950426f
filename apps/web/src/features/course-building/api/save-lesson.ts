import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { lessonInputSchema } from '@app/contracts/courses';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { courseKey } from './get-course.ts';
import { courseListKey } from './get-courses.ts';

export type LessonInput = z.input<typeof lessonInputSchema>;

/** POST /courses/{id}/lessons (added at the end) or PUT /courses/{id}/lessons/{lessonId}. */
export const saveLesson = (courseId: number, lessonId: number | null, body: LessonInput) =>
  lessonId === null ? call(coursesEndpoints.addLesson, { params: { id: courseId }, body }) : call(coursesEndpoints.updateLesson, { params: { id: courseId, lessonId }, body });

export const useSaveLesson = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, body }: { lessonId: number | null; body: LessonInput }) => saveLesson(courseId, lessonId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
      await queryClient.invalidateQueries({ queryKey: courseListKey });
    },
  });
};

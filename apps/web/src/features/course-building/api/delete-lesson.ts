import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { courseKey } from './get-course.ts';
import { courseListKey } from './get-courses.ts';

/** DELETE /courses/{id}/lessons/{lessonId}. */
export const deleteLesson = (courseId: number, lessonId: number) => call(coursesEndpoints.removeLesson, { params: { id: courseId, lessonId } });

export const useDeleteLesson = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: number) => deleteLesson(courseId, lessonId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
      await queryClient.invalidateQueries({ queryKey: courseListKey });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { courseKey } from './get-course.ts';
import { courseListKey } from './get-courses.ts';

/** DELETE /courses/{id}/lessons/{lessonId}. */
export const deleteLesson = (courseId: number, lessonId: number) => api.delete<null>(`/courses/${courseId}/lessons/${lessonId}`);

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

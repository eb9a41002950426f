import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { courseKey, type CourseDetail } from './get-course.ts';

/** PUT /courses/{id}/lessons/order: every lesson id of the course once, in the new order. */
export const reorderLessons = (courseId: number, lessonIds: number[]) =>
  call(coursesEndpoints.reorderLessons, { params: { id: courseId }, body: { LessonIDs: lessonIds } });

/** Saves a new order; the list shows it at once and goes back if the server refuses. */
export const useReorderLessons = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonIds: number[]) => reorderLessons(courseId, lessonIds),
    onMutate: async (lessonIds) => {
      await queryClient.cancelQueries({ queryKey: courseKey(courseId) });
      const before = queryClient.getQueryData<CourseDetail>(courseKey(courseId));
      if (before) {
        const byId = new Map(before.Lessons.map((l) => [l.ID, l]));
        const Lessons = lessonIds.map((id, i) => ({ ...byId.get(id)!, Position: i }));
        queryClient.setQueryData<CourseDetail>(courseKey(courseId), { ...before, Lessons });
      }
      return { before };
    },
    onError: (_e, _ids, context) => {
      if (context?.before) queryClient.setQueryData(courseKey(courseId), context.before);
    },
    onSuccess: (lessons) => queryClient.setQueryData<CourseDetail>(courseKey(courseId), (c) => (c ? { ...c, Lessons: lessons } : c)),
  });
};

import { useQuery } from '@tanstack/react-query';
import type { Lesson } from '@app/contracts/courses';
import { api } from '../../../lib/api-client.ts';

/** GET /courses/{id}/lessons: a course's lessons in order with their material, test and assignment. */
export const getCourseLessons = (courseId: number, signal?: AbortSignal) => api.get<Lesson[]>(`/courses/${courseId}/lessons`, { signal });

export const useCourseLessons = (courseId: number | null) =>
  useQuery({
    queryKey: ['glps', 'course-lessons', courseId],
    queryFn: ({ signal }) => getCourseLessons(courseId!, signal),
    enabled: courseId !== null,
  });

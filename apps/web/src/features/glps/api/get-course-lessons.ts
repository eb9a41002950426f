import { useQuery } from '@tanstack/react-query';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /courses/{id}/lessons: a course's lessons in order with their material, test and assignment. */
export const getCourseLessons = (courseId: number, signal?: AbortSignal) => call(coursesEndpoints.lessons, { params: { id: courseId } }, { signal });

export const useCourseLessons = (courseId: number | null) =>
  useQuery({
    queryKey: ['glps', 'course-lessons', courseId],
    queryFn: ({ signal }) => getCourseLessons(courseId!, signal),
    enabled: courseId !== null,
  });

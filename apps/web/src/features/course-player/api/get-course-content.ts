import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Everything the player shows of one course; mutations of the player invalidate this prefix. */
export const coursePlayerKey = (courseId: number) => ['course-player', courseId] as const;
export const courseContentKey = (courseId: number) => [...coursePlayerKey(courseId), 'content'] as const;

/** GET /CourseContentData/{id}: lessons, their items with my progress and lock icons, next step, certificate. */
export const getCourseContent = (courseId: number, signal?: AbortSignal) => call(playerEndpoints.content, { params: { id: courseId } }, { signal });

export const courseContentOptions = (courseId: number) =>
  queryOptions({
    queryKey: courseContentKey(courseId),
    queryFn: ({ signal }) => getCourseContent(courseId, signal),
    // Locks and icons change with the mentor's decisions too: read afresh on every opening of the player.
    staleTime: 0,
  });

export const useCourseContent = (courseId: number) => useQuery(courseContentOptions(courseId));

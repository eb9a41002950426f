import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userCourseSchema } from '@app/contracts/courses';
import { playerEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type UserCourse = z.infer<typeof userCourseSchema>;

export const userCoursesKey = ['courses', 'mine'] as const;

/** GET /userCourses: the caller's admissions with status, progress, next step and certificate. */
export const getUserCourses = (signal?: AbortSignal) => call(playerEndpoints.userCourses, {}, { signal });

export const userCoursesOptions = () =>
  queryOptions({
    queryKey: userCoursesKey,
    queryFn: ({ signal }) => getUserCourses(signal),
    // Progress moves in the player: ask again whenever a screen showing it opens.
    staleTime: 0,
  });

export const useUserCourses = (enabled = true) => useQuery({ ...userCoursesOptions(), enabled });

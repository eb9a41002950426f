import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { courseLandingSchema } from '@app/contracts/courses';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type CourseLanding = z.infer<typeof courseLandingSchema>;

/** Keyed by the viewer too: a visitor and an admitted learner get different answers for the same course. */
export const courseLandingKey = (courseUrl: string, viewer: number) => ['courses', 'landing', courseUrl, viewer] as const;

/** GET /courselanding/{courseUrl}: the landing item of a published course; an admitted learner's progress. */
export const getCourseLanding = (courseUrl: string, signal?: AbortSignal) =>
  call(coursesEndpoints.landing, { params: { courseid: courseUrl } }, { signal });

export const courseLandingOptions = (courseUrl: string, viewer: number) =>
  queryOptions({ queryKey: courseLandingKey(courseUrl, viewer), queryFn: ({ signal }) => getCourseLanding(courseUrl, signal) });

export const useCourseLanding = (courseUrl: string, viewer: number) => useQuery(courseLandingOptions(courseUrl, viewer));

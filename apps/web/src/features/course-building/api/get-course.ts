import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { courseDetailSchema } from '@app/contracts/courses';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { coursesKey } from './get-courses.ts';

export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseKey = (id: number) => [...coursesKey, 'one', id] as const;

/** GET /courses/{courseid}: the course with its ordered lessons and (for staff) its mentors. */
export const getCourse = (id: number, signal?: AbortSignal) => call(coursesEndpoints.detail, { params: { courseid: String(id) } }, { signal });

export const courseOptions = (id: number) => queryOptions({ queryKey: courseKey(id), queryFn: ({ signal }) => getCourse(id, signal) });

/** One course, or nothing while `id` is null (a new one). */
export const useCourse = (id: number | null) => useQuery({ ...courseOptions(id ?? 0), enabled: id !== null });

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { courseDetailSchema } from '@app/contracts/courses';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** GET /courses/{courseid}: the course with lessons; staff get mentors, AllowedUsers and AllowedUsersDetails. */
export const getCourse = (id: number, signal?: AbortSignal) => call(coursesEndpoints.detail, { params: { courseid: String(id) } }, { signal });

export const useCourse = (id: number | null) =>
  useQuery({ queryKey: ['admissions', 'course', id], queryFn: ({ signal }) => getCourse(id!, signal), enabled: id !== null });

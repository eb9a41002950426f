import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contentItemSchema } from '@app/contracts/courses';
import { playerEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { coursePlayerKey } from './get-course-content.ts';

export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentItemKey = (courseId: number, contentUrl: string) => [...coursePlayerKey(courseId), 'item', contentUrl] as const;

/**
 * GET /CourseContentData/{id}/{contentUrl}: the open item (material with its signed media address and resume
 * position, test with attempts and results, or assignment with my submissions). 403 when its lesson is locked.
 * Opening a document counts it as done, so the course content is read again after this.
 */
export const getContentItem = (courseId: number, contentUrl: string, signal?: AbortSignal) =>
  call(playerEndpoints.open, { params: { id: courseId, contentUrl } }, { signal });

export const contentItemOptions = (courseId: number, contentUrl: string) =>
  queryOptions({
    queryKey: contentItemKey(courseId, contentUrl),
    queryFn: ({ signal }) => getContentItem(courseId, contentUrl, signal),
    // Each opening gets a fresh signed media address and the latest status.
    staleTime: 0,
    gcTime: 60_000,
  });

export const useContentItem = (courseId: number, contentUrl: string, enabled = true) =>
  useQuery({ ...contentItemOptions(courseId, contentUrl), enabled });

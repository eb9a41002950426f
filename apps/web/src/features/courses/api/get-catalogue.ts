import type { z } from 'zod';
import type { ListQuery } from '@app/contracts/list';
import type { catalogueRowSchema } from '@app/contracts/courses';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type CatalogueCourse = z.infer<typeof catalogueRowSchema>;

/** Query-key prefix of the catalogue (the DataTable appends the list query). */
export const catalogueKey = ['courses', 'catalogue'] as const;

/** GET /courses: one page of the published courses (public). */
export const getCatalogue = (q: ListQuery, signal?: AbortSignal) => call(coursesEndpoints.catalogue, { query: { ...q } }, { signal });

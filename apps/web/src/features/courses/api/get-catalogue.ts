import type { z } from 'zod';
import type { ListQuery, Page } from '@app/contracts/list';
import type { catalogueRowSchema } from '@app/contracts/courses';
import { api } from '../../../lib/api-client.ts';

export type CatalogueCourse = z.infer<typeof catalogueRowSchema>;

/** Query-key prefix of the catalogue (the DataTable appends the list query). */
export const catalogueKey = ['courses', 'catalogue'] as const;

/** GET /courses: one page of the published courses (public). */
export const getCatalogue = (q: ListQuery, signal?: AbortSignal) => api.get<Page<CatalogueCourse>>('/courses', { query: { ...q }, signal });

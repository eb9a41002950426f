import type { GlpRow, GlpStatus } from '@app/contracts/glps';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

export type GlpFilters = { status?: GlpStatus };

/** Query-key prefix of every path query (lists and single paths); mutations invalidate it. */
export const glpsKey = ['glps'] as const;
/** Key prefix of the path lists (the DataTable adds the query). */
export const glpListKey = [...glpsKey, 'list'] as const;

/** GET /glp: one page of learning paths. */
export const getGlps = (q: ListQuery & GlpFilters, signal?: AbortSignal) => api.get<Page<GlpRow>>('/glp', { query: q, signal });

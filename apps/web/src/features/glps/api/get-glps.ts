import type { GlpStatus } from '@app/contracts/glps';
import { glpsEndpoints } from '@app/contracts/glps.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';

export type GlpFilters = { status?: GlpStatus };

/** Query-key prefix of every path query (lists and single paths); mutations invalidate it. */
export const glpsKey = ['glps'] as const;
/** Key prefix of the path lists (the DataTable adds the query). */
export const glpListKey = [...glpsKey, 'list'] as const;

/** GET /glp: one page of learning paths. */
export const getGlps = (q: ListQuery & GlpFilters, signal?: AbortSignal) => call(glpsEndpoints.list, { query: q }, { signal });

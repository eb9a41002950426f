import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlpDetail } from '@app/contracts/glps';
import { api } from '../../../lib/api-client.ts';
import { glpsKey } from './get-glps.ts';

export const glpKey = (id: number) => [...glpsKey, 'one', id] as const;

/** GET /glp/{id}: the path with its steps and learners. */
export const getGlp = (id: number, signal?: AbortSignal) => api.get<GlpDetail>(`/glp/${id}`, { signal });

export const glpOptions = (id: number) => queryOptions({ queryKey: glpKey(id), queryFn: ({ signal }) => getGlp(id, signal) });

/** The path being edited; disabled for a new one (id null). */
export const useGlp = (id: number | null) => useQuery({ ...glpOptions(id ?? 0), enabled: id !== null });

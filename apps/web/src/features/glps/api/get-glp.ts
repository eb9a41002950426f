import { queryOptions, useQuery } from '@tanstack/react-query';
import { glpsEndpoints } from '@app/contracts/glps.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { glpsKey } from './get-glps.ts';

export const glpKey = (id: number) => [...glpsKey, 'one', id] as const;

/** GET /glp/{id}: the path with its steps and learners. */
export const getGlp = (id: number, signal?: AbortSignal) => call(glpsEndpoints.detail, { params: { id } }, { signal });

export const glpOptions = (id: number) => queryOptions({ queryKey: glpKey(id), queryFn: ({ signal }) => getGlp(id, signal) });

/** The path being edited; disabled for a new one (id null). */
export const useGlp = (id: number | null) => useQuery({ ...glpOptions(id ?? 0), enabled: id !== null });

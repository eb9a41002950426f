import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { materialsKey } from './get-materials.ts';

/** GET /materials/{id}: one material with its rich text body. */
export const getMaterial = (id: number, signal?: AbortSignal) => call(libraryEndpoints.material, { params: { id } }, { signal });

export const materialOptions = (id: number) =>
  queryOptions({ queryKey: [...materialsKey, 'one', id], queryFn: ({ signal }) => getMaterial(id, signal) });

/** One material, or nothing while `id` is null (a new one). */
export const useMaterial = (id: number | null) => useQuery({ ...materialOptions(id ?? 0), enabled: id !== null });

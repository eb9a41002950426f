import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { revealLogRowSchema } from '@app/contracts/instances';
import { instancesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { instancesKey } from './keys.ts';

export type RevealLogRow = z.infer<typeof revealLogRowSchema>;

/** GET /instances/{id}/reveals: who revealed the password, when and from where (newest first). */
export const getInstanceReveals = (id: number, signal?: AbortSignal) => call(instancesEndpoints.reveals, { params: { id } }, { signal });

export const useInstanceReveals = (id: number | null) =>
  useQuery({ queryKey: [...instancesKey, 'reveals', id], queryFn: ({ signal }) => getInstanceReveals(id!, signal), enabled: id !== null, staleTime: 0 });

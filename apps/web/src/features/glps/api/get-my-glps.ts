import { useQuery } from '@tanstack/react-query';
import type { MyGlp } from '@app/contracts/glps';
import { api } from '../../../lib/api-client.ts';

/** GET /myGlps: my published learning paths with my status on each step. */
export const getMyGlps = (signal?: AbortSignal) => api.get<MyGlp[]>('/myGlps', { signal });

export const useMyGlps = () => useQuery({ queryKey: ['glps', 'mine'], queryFn: ({ signal }) => getMyGlps(signal) });

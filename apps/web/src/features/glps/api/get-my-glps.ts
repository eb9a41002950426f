import { useQuery } from '@tanstack/react-query';
import { glpsEndpoints } from '@app/contracts/glps.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /myGlps: my published learning paths with my status on each step. */
export const getMyGlps = (signal?: AbortSignal) => call(glpsEndpoints.mine, {}, { signal });

export const useMyGlps = () => useQuery({ queryKey: ['glps', 'mine'], queryFn: ({ signal }) => getMyGlps(signal) });

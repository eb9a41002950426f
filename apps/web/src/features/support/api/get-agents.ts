import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /support/agents: who tickets may be assigned to. */
export const agentsOptions = () => queryOptions({ queryKey: ['support', 'agents'], queryFn: ({ signal }) => call(supportEndpoints.agents, {}, { signal }), staleTime: 60_000 });
export const useSupportAgents = () => useQuery(agentsOptions());

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { crmEndpoints as e } from '@app/contracts/crm.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';

export const demoLeadsKey = ['crm', 'demoLeads'] as const;
/** GET /demoLeads. */
export const getDemoLeads = (q: ListQuery & { status?: number }, signal?: AbortSignal) => call(e.demoLeads, { query: q }, { signal });
/** GET /DemoLeads/getLeadStatus. */
export const useLeadStatuses = () => useQuery({ queryKey: ['crm', 'leadStatuses'], queryFn: () => call(e.demoLeadStatuses, {}), staleTime: Infinity });
/** POST /demoLeads/{id} {Status}. */
export const useSetLeadStatus = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: { id: number; Status: number }) => call(e.setDemoLeadStatus, { params: { id: v.id }, body: { Status: v.Status } }), onSuccess: () => qc.invalidateQueries({ queryKey: demoLeadsKey }) });
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Audience, createCampaignBodySchema } from '@app/contracts/crm';
import { crmEndpoints as e } from '@app/contracts/crm.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';

export const campaignsKey = ['campaigns'] as const;
/** POST /Sendemail/getCampaignList {FromDate, ToDate}. */
export const useCampaignList = (FromDate?: string, ToDate?: string) =>
  useQuery({ queryKey: ['campaigns', 'list', FromDate, ToDate], queryFn: () => call(e.campaignList, { body: { ...(FromDate ? { FromDate } : {}), ...(ToDate ? { ToDate } : {}) } }) });
/** GET /campaigns/history. */
export const getEmailHistory = (q: ListQuery & { campaignId?: number }, signal?: AbortSignal) => call(e.emailHistory, { query: q }, { signal });
/** POST /campaigns. */
export const useCreateCampaign = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: z.input<typeof createCampaignBodySchema>) => call(e.createCampaign, { body }), onSuccess: () => qc.invalidateQueries({ queryKey: campaignsKey }) });
};
/** POST /campaigns/audience: how many an audience reaches. */
export const usePreviewAudience = () => useMutation({ mutationFn: (Audience: Audience) => call(e.previewAudience, { body: { Audience } }) });
/** GET /emailLists. */
export const useEmailLists = () => useQuery({ queryKey: ['campaigns', 'lists'], queryFn: () => call(e.emailLists, {}) });
/** POST /emailLists. */
export const useCreateEmailList = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (Name: string) => call(e.createEmailList, { body: { Name } }), onSuccess: () => qc.invalidateQueries({ queryKey: campaignsKey }) });
};
/** POST /emailLists/{id}/members (CSV text). */
export const useAddListMembers = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: { id: number; Csv: string }) => call(e.addListMembers, { params: { id: v.id }, body: { Csv: v.Csv } }), onSuccess: () => qc.invalidateQueries({ queryKey: campaignsKey }) });
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EnquiryStatus, StaffEnquiryBody, enquiriesListQuerySchema } from '@app/contracts/crm';
import { crmEndpoints as e } from '@app/contracts/crm.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';

export type EnquiryFilters = Omit<z.input<typeof enquiriesListQuerySchema>, keyof ListQuery>;

/** Query-key prefix of everything about enquiries (lists, board, profiles): a change invalidates them all. */
export const crmKey = ['crm'] as const;
export const enquiriesKey = ['crm', 'enquiries'] as const;

/** GET /enquiries: one page of enquiries with the filters. */
export const getEnquiries = (q: ListQuery & EnquiryFilters, signal?: AbortSignal) => call(e.enquiries, { query: q }, { signal });

/** GET /enquiries/export: the filtered enquiries as a CSV or XLSX file (downloadEnquiries). */
export const exportEnquiries = (q: EnquiryFilters & { term?: string; format: 'csv' | 'xlsx' }) => call(e.exportEnquiries, { query: q });

/** GET /enquiries/owners: who may own an enquiry. */
export const useEnquiryOwners = () => useQuery({ queryKey: ['crm', 'owners'], queryFn: () => call(e.staffOptions, {}), staleTime: 5 * 60_000 });

/** GET /enquiryStatus: the pipeline board. */
export const usePipeline = () => useQuery({ queryKey: ['crm', 'pipeline'], queryFn: () => call(e.pipeline, {}) });

/** GET /enquiryProfile/{id}. */
export const useEnquiryProfile = (id: number) =>
  useQuery({ queryKey: ['crm', 'profile', id], queryFn: () => call(e.enquiryProfile, { params: { id } }), enabled: Number.isInteger(id) && id > 0 });

/** GET /enquiries/byCampaign. */
export const useCampaignEnquiries = () => useQuery({ queryKey: ['crm', 'byCampaign'], queryFn: () => call(e.campaignEnquiries, {}) });

function useCrmMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: crmKey }) });
}

/** POST /enquiries/record: staff record a phone or desk enquiry. */
export const useRecordEnquiry = () => useCrmMutation((body: StaffEnquiryBody) => call(e.recordEnquiry, { body }));
/** POST /enquiries/{id}/status. */
export const useSetEnquiryStatus = () => useCrmMutation((v: { id: number; Status: EnquiryStatus }) => call(e.setEnquiryStatus, { params: { id: v.id }, body: { Status: v.Status } }));
/** POST /enquiries/{id}/owner. */
export const useSetEnquiryOwner = () => useCrmMutation((v: { id: number; OwnerID: number | null }) => call(e.setEnquiryOwner, { params: { id: v.id }, body: { OwnerID: v.OwnerID } }));
/** POST /enquiries/{id}/convert. */
export const useConvertEnquiry = () => useCrmMutation((v: { id: number; CourseID: number }) => call(e.convertEnquiry, { params: { id: v.id }, body: { CourseID: v.CourseID } }));

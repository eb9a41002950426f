import { useMutation } from '@tanstack/react-query';
import type { CreateEnquiryBody } from '@app/contracts/crm';
import { api } from '../../../lib/api-client.ts';

/** POST /enquiries: files an enquiry from the public contact form (body: the CRM contract's schema). */
export const createEnquiry = (body: CreateEnquiryBody) => api.post<unknown>('/enquiries', body);

export const useCreateEnquiry = () => useMutation({ mutationFn: createEnquiry });

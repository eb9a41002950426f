import { useMutation } from '@tanstack/react-query';
import type { CreateEnquiryBody } from '@app/contracts/crm';
import { crmEndpoints } from '@app/contracts/crm.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /enquiries: files an enquiry from the public contact form (body: the CRM contract's schema). */
export const createEnquiry = (body: CreateEnquiryBody) => call(crmEndpoints.createEnquiry, { body });

export const useCreateEnquiry = () => useMutation({ mutationFn: createEnquiry });

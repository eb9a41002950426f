import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import { createEnquiryBodySchema, enquiriesListQuerySchema, enquirySchema } from './crm.ts';

const tags = ['crm'];

/** Enquiries (the admissions CRM). */
export const crmEndpoints = {
  createEnquiry: endpoint({
    method: 'POST', path: '/api/enquiries', tags, access: 'public',
    summary: 'File an enquiry (public contact form)',
    body: createEnquiryBodySchema, response: enquirySchema.pick({ ID: true, CreatedOn: true, Status: true }),
  }),
  enquiries: endpoint({
    method: 'GET', path: '/api/enquiries', tags, access: 'crm.manage',
    summary: 'Enquiries, paged, newest first',
    query: enquiriesListQuerySchema, response: pageSchema(enquirySchema),
  }),
};

import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQuerySchema, pageSchema } from './list.ts';
import { masterEntryParamSchema, masterEntrySchema, masterTitleBodySchema, masterTypeParamSchema, masterTypeSummarySchema } from './masters.ts';

const tags = ['masters'];

/** Master data (spec: GET /admin/{masterType} and its add, rename and delete). */
export const mastersEndpoints = {
  types: endpoint({
    method: 'GET', path: '/api/admin/masters', tags, access: 'masters.read',
    summary: 'Master types with their entry counts',
    response: z.array(masterTypeSummarySchema),
  }),
  list: endpoint({
    method: 'GET', path: '/api/admin/:masterType', tags, access: 'masters.read',
    summary: 'Entries of one master type, paged (unknown type: 404)',
    params: masterTypeParamSchema, query: listQuerySchema, response: pageSchema(masterEntrySchema),
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/:masterType', tags, access: 'masters.manage',
    summary: 'Add an entry (title unique per type, case-insensitively)',
    params: masterTypeParamSchema, body: masterTitleBodySchema, response: masterEntrySchema,
  }),
  rename: endpoint({
    method: 'PUT', path: '/api/admin/:masterType/:id', tags, access: 'masters.manage',
    summary: 'Rename an entry',
    params: masterEntryParamSchema, body: masterTitleBodySchema, response: masterEntrySchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/admin/:masterType/:id', tags, access: 'masters.manage',
    summary: 'Delete an entry',
    params: masterEntryParamSchema, response: z.null(),
  }),
};

import { z } from 'zod';
import { auditActorSchema, auditDownloadQuerySchema, auditEntrySchema, auditListQuerySchema, AUDIT_CSV_MAX_ROWS } from './audit.ts';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';

const tags = ['audit'];

/** The staff audit log: read only, for the top admin (there is no endpoint that changes or removes an entry). */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/auditLog', tags, access: 'audit.view',
    summary: 'Audit log entries, paged, newest first: filter by actor, action (or its area), record kind and id, and day range; the term searches summary, action and actor',
    query: auditListQuerySchema, response: pageSchema(auditEntrySchema),
  }),
  actors: endpoint({
    method: 'GET', path: '/api/auditLog/actors', tags, access: 'audit.view',
    summary: 'The staff members who appear in the audit log (choices of the actor filter)',
    response: z.array(auditActorSchema),
  }),
  download: endpoint({
    method: 'GET', path: '/api/auditLog/download', tags, access: 'audit.view',
    summary: `The entries of the same filter as CSV, newest first, at most ${AUDIT_CSV_MAX_ROWS.toLocaleString('en-US')} rows (streamed)`,
    query: auditDownloadQuerySchema, response: 'file',
  }),
};

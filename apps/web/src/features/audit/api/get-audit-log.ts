import type { AuditListQuery } from '@app/contracts/audit';
import { auditEndpoints } from '@app/contracts/audit.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';

/** The audit log's filters as the page sends them (each optional). */
export type AuditFilters = Pick<AuditListQuery, 'actorId' | 'action' | 'entityType' | 'from' | 'to'>;

/** Query-key prefix of the audit log (the DataTable appends the list query). */
export const auditLogKey = ['audit', 'entries'] as const;

/** GET /auditLog: one page of entries, newest first unless sorted. */
export const getAuditLog = (q: ListQuery & AuditFilters, signal?: AbortSignal) => call(auditEndpoints.list, { query: q }, { signal });

import type { AuditDownloadQuery } from '@app/contracts/audit';
import { auditEndpoints } from '@app/contracts/audit.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/** GET /auditLog/download: the entries of a filter as a CSV file (newest first, made by the server). */
export const downloadAuditLog = (q: AuditDownloadQuery) => call(auditEndpoints.download, { query: q });

/** Downloads the CSV of a filter and offers it as `audit-log-<date>.csv`. */
export async function saveAuditLogCsv(q: AuditDownloadQuery): Promise<void> {
  saveBlob(await downloadAuditLog(q), `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
}

import type { AuditDownloadQuery } from '@app/contracts/audit';
import { auditEndpoints } from '@app/contracts/audit.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /auditLog/download: the entries of a filter as a CSV file (newest first, made by the server). */
export const downloadAuditLog = (q: AuditDownloadQuery) => call(auditEndpoints.download, { query: q });

/** Downloads the CSV of a filter and offers it as `audit-log-<date>.csv`. */
export async function saveAuditLogCsv(q: AuditDownloadQuery): Promise<void> {
  const blob = await downloadAuditLog(q);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

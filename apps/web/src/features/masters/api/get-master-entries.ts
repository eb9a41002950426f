import type { ListQuery, Page } from '@app/contracts/list';
import type { MasterEntry } from '@app/contracts/masters';
import { api } from '../../../lib/api-client.ts';

/** Query-key prefix of one type's entries (the DataTable appends the list query). */
export const masterEntriesKey = (type: string) => ['masters', 'entries', type] as const;

/** GET /admin/{type}: one page of entries (404 for an unknown type). */
export const getMasterEntries = (type: string, q: ListQuery, signal?: AbortSignal) =>
  api.get<Page<MasterEntry>>(`/admin/${encodeURIComponent(type)}`, { query: q, signal });

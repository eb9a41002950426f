import type { ListQuery } from '@app/contracts/list';
import { mastersEndpoints } from '@app/contracts/masters.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Query-key prefix of one type's entries (the DataTable appends the list query). */
export const masterEntriesKey = (type: string) => ['masters', 'entries', type] as const;

/** GET /admin/{type}: one page of entries (404 for an unknown type). */
export const getMasterEntries = (type: string, q: ListQuery, signal?: AbortSignal) =>
  call(mastersEndpoints.list, { params: { masterType: type }, query: q }, { signal });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@app/contracts/list';
import type { MasterEntry } from '@app/contracts/masters';
import { api } from '../../../lib/api-client.ts';

export type FilterMaster = 'questionLevels' | 'categories' | 'subcategories';

/** GET /admin/{type}: every entry of a master used by the catalogue filters (masters.read). */
export const getFilterMaster = (type: FilterMaster, signal?: AbortSignal) =>
  api.get<Page<MasterEntry>>(`/admin/${type}`, { query: { pageIndex: 0, pageSize: 500, sortBy: 'Title', sortDesc: false }, signal });

export const filterMasterOptions = (type: FilterMaster, enabled: boolean) =>
  queryOptions({ queryKey: ['masters', 'entries', type, 'all'], queryFn: ({ signal }) => getFilterMaster(type, signal), enabled });

export const useFilterMaster = (type: FilterMaster, enabled: boolean) => useQuery(filterMasterOptions(type, enabled));

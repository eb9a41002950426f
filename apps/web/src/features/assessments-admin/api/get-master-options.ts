import { useQuery } from '@tanstack/react-query';
import { mastersEndpoints } from '@app/contracts/masters.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** The masters the question bank and tests classify by. */
export type PickerMaster = 'questionLevels' | 'categories' | 'subcategories' | 'modules';

/** GET /admin/{type}: every entry of a master (up to 500) for a picker. */
export const getMasterOptions = (type: PickerMaster, signal?: AbortSignal) =>
  call(mastersEndpoints.list, { params: { masterType: type }, query: { pageIndex: 0, pageSize: 500, sortBy: 'Title' } }, { signal });

/** Picker data ({ value, label }) of one master; shares the masters' cache prefix so edits there refresh it. */
export const useMasterOptions = (type: PickerMaster) =>
  useQuery({
    queryKey: ['masters', 'entries', type, 'picker'],
    queryFn: ({ signal }) => getMasterOptions(type, signal),
    select: (page) => page.items.map((e) => ({ value: String(e.ID), label: e.Title })),
  });

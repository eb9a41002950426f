/** The tabs of the checking screen: first submissions, and resubmissions after a return. */
export const checkingTabs = ['pending', 'reattempted'] as const;
export type CheckingTab = (typeof checkingTabs)[number];

/** What the checking screen lists: its tab and filters, kept in the address (`?tab=&courses=&learners=`). */
export interface CheckingQuery {
  tab: CheckingTab;
  courseIds: number[];
  userIds: number[];
}

/** Most ids one filter sends (the API takes at most 100 joined with '-'). */
export const MAX_FILTER_IDS = 100;

/** Positive ids from 'a-b-c' (or an array of strings), deduplicated, in order, at most MAX_FILTER_IDS. */
export function parseIds(value: string | readonly string[] | null | undefined): number[] {
  const parts = typeof value === 'string' ? value.split('-') : (value ?? []);
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,10}$/.test(p.trim())) continue;
    const n = Number(p);
    if (n > 0 && !out.includes(n)) out.push(n);
    if (out.length === MAX_FILTER_IDS) break;
  }
  return out;
}

/** Reads the tab and filters from the address; anything unknown falls back to the defaults. */
export function parseCheckingQuery(params: URLSearchParams): CheckingQuery {
  const tab = params.get('tab');
  return {
    tab: tab === 'reattempted' ? 'reattempted' : 'pending',
    courseIds: parseIds(params.get('courses')),
    userIds: parseIds(params.get('learners')),
  };
}

/** The address query of a checking state ('' for the defaults); the pending tab is the default and left out. */
export function checkingSearch(q: CheckingQuery): string {
  const params = new URLSearchParams();
  if (q.tab !== 'pending') params.set('tab', q.tab);
  if (q.courseIds.length) params.set('courses', q.courseIds.join('-'));
  if (q.userIds.length) params.set('learners', q.userIds.join('-'));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** An ids segment of the checking API paths: 'all' for no filter, otherwise the ids joined with '-'. */
export function idsSegment(ids: readonly number[]): string {
  return ids.length ? ids.join('-') : 'all';
}

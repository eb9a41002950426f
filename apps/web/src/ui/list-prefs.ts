import { create } from 'zustand';
import { DEFAULT_PAGE_SIZE } from '@app/contracts/list';

/** The spec's `dataListView`: box view (cards) or list view (table). */
export type ListView = 'box' | 'list';

/** Choices of the entries-count selector. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

interface ListPrefs {
  /** The spec's `entriesCount` (default 25). */
  pageSize: number;
  /** The spec's `dataListView` (default boxview). */
  view: ListView;
  setPageSize: (size: number) => void;
  setView: (view: ListView) => void;
}

/**
 * Per-session list preferences (spec section 3 auth state: entriesCount, dataListView). Not persisted:
 * only language, menu and settings survive a reload (spec section 4).
 */
export const useListPrefs = create<ListPrefs>()((set) => ({
  pageSize: DEFAULT_PAGE_SIZE,
  view: 'box',
  setPageSize: (pageSize) => set({ pageSize }),
  setView: (view) => set({ view }),
}));

import { z } from 'zod';
import { MAX_ID, uintQuery } from './ids.ts';

/** Shared list constants (spec section 9, DESIGN section 3). */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;
export const MIN_SEARCH_TERM = 2;
/** Matching rows a list counts exactly; beyond it `total` is a lower bound and `totalCapped` says so ("10,000+"). */
export const COUNT_CAP = 10_000;
/**
 * The same for a searched list: a frequent fragment ("an") matches a large share of a million rows, and counting
 * even a thousand of them costs more than the page itself (a surname matching 2% of a million learners: 45,000
 * rows read in order, or 850 heap pages through the trigram index); beyond it the table shows "200+".
 */
export const SEARCH_COUNT_CAP = 200;

const boolish = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean(),
);

/**
 * Query of every paged list. `sortBy` may name several columns separated by commas (or be repeated):
 * sorting applies only when exactly one is given.
 */
export const listQuerySchema = z.object({
  pageIndex: uintQuery(0, MAX_ID).default(0).describe('0-based page index'),
  pageSize: uintQuery(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  term: z.string().max(200).optional().describe('search term; ignored under 2 characters'),
  sortBy: z
    .union([z.string().max(200), z.array(z.string().max(60)).max(20)])
    .optional()
    .describe('one column to sort by; more than one means no sort'),
  sortDesc: boolish.default(false),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A page of a list. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageCount: z.number().int(),
    pageIndex: z.number().int(),
    total: z.number().int(),
    /** Set when more rows match than were counted: `total` is then a lower bound. */
    totalCapped: z.boolean().optional(),
  });
export type Page<T> = { items: T[]; pageCount: number; pageIndex: number; total: number; totalCapped?: boolean };

/** The columns of a sortBy value, whichever way it was sent. */
export function sortColumns(sortBy: ListQuery['sortBy']): string[] {
  if (sortBy === undefined) return [];
  const parts = Array.isArray(sortBy) ? sortBy : sortBy.split(',');
  return parts.map((s) => s.trim()).filter(Boolean);
}

/** The effective search term: trimmed, or undefined when shorter than the minimum. */
export function effectiveTerm(term: string | undefined): string | undefined {
  const t = term?.trim();
  return t && t.length >= MIN_SEARCH_TERM ? t : undefined;
}

import { effectiveTerm, type ListQuery, type Page } from '@app/contracts/list';

/**
 * A page of an array the server sends whole (a report, a path's learners), so it can use the one DataTable: search over
 * `text(row)`, single-column sort by field (numbers numerically, nulls last), paging. An index beyond the end
 * answers page 0, as the server does.
 */
export function localPage<T>(rows: readonly T[], q: ListQuery, text: (row: T) => string): Page<T> {
  const term = effectiveTerm(q.term)?.toLowerCase();
  let out = term ? rows.filter((r) => text(r).toLowerCase().includes(term)) : [...rows];
  const sortBy = typeof q.sortBy === 'string' && !q.sortBy.includes(',') ? q.sortBy : undefined;
  if (sortBy) {
    const dir = q.sortDesc ? -1 : 1;
    out = out
      .map((row, i) => ({ row, i }))
      .sort((a, b) => {
        const x = (a.row as Record<string, unknown>)[sortBy];
        const y = (b.row as Record<string, unknown>)[sortBy];
        if (x === y) return a.i - b.i;
        if (x === null || x === undefined) return 1;
        if (y === null || y === undefined) return -1;
        const c = typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y), undefined, { sensitivity: 'base', numeric: true });
        return c === 0 ? a.i - b.i : c * dir;
      })
      .map((e) => e.row);
  }
  const pageCount = Math.ceil(out.length / q.pageSize);
  const pageIndex = q.pageIndex < pageCount ? q.pageIndex : 0;
  return { items: out.slice(pageIndex * q.pageSize, (pageIndex + 1) * q.pageSize), pageCount, pageIndex, total: out.length };
}

import type { ListQuery, Page } from '@app/contracts/list';

export type CsvValue = string | number | boolean | null | undefined | Date;

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=@\t\r]/;
/** `+` or `-` is a formula start too, unless the cell is just a number or a phone number such as "+91 98765". */
const SIGNED_NOT_NUMBER = /^[+-](?![\d\s().-]*$)/;

/** One CSV cell: RFC 4180 quoting (quotes doubled) and a leading `'` against formula injection. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text) || SIGNED_NOT_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (CRLF line ends, as RFC 4180 asks) from a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Page size used to fetch a whole filter for download (the API's maximum). */
export const CSV_PAGE_SIZE = 500;
/** At most this many rows go into one download. */
export const CSV_MAX_ROWS = 10_000;

/**
 * Every item of the current filter, page by page (pageSize 500), up to `maxRows`.
 * `truncated` says the filter holds more rows than were fetched.
 */
export async function fetchAllPages<T>(
  fetchPage: (q: ListQuery) => Promise<Page<T>>,
  base: Omit<ListQuery, 'pageIndex' | 'pageSize'>,
  maxRows = CSV_MAX_ROWS,
  pageSize = CSV_PAGE_SIZE,
): Promise<{ items: T[]; total: number; truncated: boolean }> {
  const items: T[] = [];
  let total = 0;
  for (let pageIndex = 0; items.length < maxRows; pageIndex += 1) {
    const page = await fetchPage({ ...base, pageIndex, pageSize });
    total = page.total;
    // The server answers page 0 for an index beyond the end: stop rather than repeat it.
    if (page.pageIndex !== pageIndex) break;
    items.push(...page.items);
    if (page.items.length < pageSize || pageIndex + 1 >= page.pageCount) break;
  }
  return { items: items.slice(0, maxRows), total, truncated: total > Math.min(items.length, maxRows) };
}

/** Offers a CSV text as a file download (with a BOM so spreadsheet apps read UTF-8). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

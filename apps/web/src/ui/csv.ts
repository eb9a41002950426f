import { stringify } from 'csv-stringify/browser/esm/sync';
import type { ListQuery, Page } from '@app/contracts/list';
import { csvStringifyOptions, type CsvValue } from '@app/contracts/csv';
import { saveBlob } from '../lib/save-file.ts';

export type { CsvValue };

/** One CSV cell as written (the shared rule: formula injection, dates; RFC 4180 quoting). */
export function csvCell(value: CsvValue): string {
  return stringify([[value]], csvStringifyOptions).slice(0, -2);
}

/** A CSV document (CRLF line ends, as RFC 4180 asks) from a header row and data rows, by csv-stringify. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return stringify([header, ...rows] as CsvValue[][], csvStringifyOptions);
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
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName.endsWith('.csv') ? fileName : `${fileName}.csv`);
}

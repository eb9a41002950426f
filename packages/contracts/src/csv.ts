/*
 * One rule for every CSV the product writes, on the server (apps/server/src/platform/http/csv.ts) and in the
 * browser (apps/web/src/ui/csv.ts): both format with csv-stringify (RFC 4180, CRLF) and cast each cell here.
 */

/** A cell value as a writer receives it. */
export type CsvValue = string | number | boolean | null | undefined | Date;

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=@\t\r]/;
/** `+` or `-` is a formula start too, unless the cell is just a number or a phone number such as "+91 98765". */
const SIGNED_NOT_NUMBER = /^[+-](?![\d\s().-]*$)/;

/**
 * The text of one cell: dates as ISO 8601, numbers and booleans as written, and text that a spreadsheet would run
 * as a formula prefixed with `'` (OWASP's advice for CSV injection).
 */
export function csvText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return FORMULA_START.test(value) || SIGNED_NOT_NUMBER.test(value) ? `'${value}` : value;
}

/** csv-stringify options shared by both writers: every cell cast through csvText, CRLF line ends. */
export const csvStringifyOptions = {
  record_delimiter: 'windows',
  // Quoted as well when a cell holds a line break of either kind, or starts or ends with a space (which some
  // spreadsheets would drop).
  quoted_match: /[\r\n]|^\s|\s$/,
  cast: {
    string: (v: string) => csvText(v),
    date: (v: Date) => csvText(v),
    number: (v: number) => csvText(v),
    boolean: (v: boolean) => csvText(v),
  },
} as const;

export const CSV_TYPE = 'text/csv; charset=utf-8';

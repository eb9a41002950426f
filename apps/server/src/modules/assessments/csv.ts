import { stringify } from 'csv-stringify/sync';
import { csvStringifyOptions, type CsvValue } from '@app/contracts/csv';

export { CSV_TYPE } from '@app/contracts/csv';

/** A cell of a generated sheet. */
export type Cell = CsvValue;

/**
 * RFC 4180 CSV with CRLF line ends and a UTF-8 byte order mark (so Excel reads accents right), written by
 * csv-stringify with the product's one cell rule (formula injection, dates), shared with the web app.
 */
export function toCsv(rows: Cell[][]): Buffer {
  return Buffer.from(stringify(rows, { ...csvStringifyOptions, bom: true }), 'utf8');
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Content-Disposition for a download with a safe ASCII name (one definition, beside the streaming writer). */
export { attachment } from '../../platform/http/csv.ts';

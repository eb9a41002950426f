import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { csvStringifyOptions, type CsvValue } from '@app/contracts/csv';

/**
 * CSV as a stream, in the product's one format (csv-stringify, CRLF, the shared cell rule against formula
 * injection, a UTF-8 byte order mark so Excel reads accents right): the header, then each batch of rows as
 * `batches` yields it. A large export never sits in memory whole, and its first bytes leave while later rows
 * are still being read. (Small sheets are written at once by `toCsv` in modules/assessments/csv.ts.)
 */
export function csvStream(header: string[], batches: AsyncIterable<CsvValue[][]>): Readable {
  async function* chunks() {
    yield stringify([header], { ...csvStringifyOptions, bom: true });
    for await (const rows of batches) if (rows.length) yield stringify(rows, csvStringifyOptions);
  }
  return Readable.from(chunks());
}

/** Content-Disposition for a download with a safe ASCII name. */
export function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
}

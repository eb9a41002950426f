/** A cell of a generated sheet. */
export type Cell = string | number | boolean | null | undefined;

/**
 * Text cells that a spreadsheet would run as a formula get a leading apostrophe (CSV injection); numbers are
 * written as they are.
 */
function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** RFC 4180 CSV with CRLF line ends and a UTF-8 byte order mark (so Excel reads accents right). */
export function toCsv(rows: Cell[][]): Buffer {
  return Buffer.from('\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n', 'utf8');
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Content-Disposition for a download with a safe ASCII name. */
export function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
}

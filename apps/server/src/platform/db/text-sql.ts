import { sql, type SQL } from 'drizzle-orm';

/** Marks where a column goes in a text being built: NUL, which no PostgreSQL text can hold, around its index. */
const MARK = '\u0000';

/**
 * A text as an SQL expression, made by the same code that makes it for a row in hand, when some of the row's fields
 * are known only to the statement (columns of a row it writes): `textSql((col) => summaryOf(id, col(sql`p.title`)))`.
 * `col` answers a marker that the built text carries where the column goes; the text goes out as its literal parts
 * (parameters) joined with the columns, so it reads exactly as the code makes it. The code may only place the
 * field, at most once (not slice, pad, repeat or change its case; else it throws), and the columns must not be null.
 */
export function textSql(build: (col: (column: SQL) => string) => string): SQL {
  const columns: SQL[] = [];
  const text = build((column) => `${MARK}${columns.push(column) - 1}${MARK}`);
  const parts = text.split(MARK);
  // Markers whole, each at most once (a column the text leaves out is fine): a NUL of the text's own, or a marker
  // the code cut or repeated, is refused.
  const placed = parts.filter((_, i) => i % 2 === 1);
  if (parts.length % 2 === 0 || new Set(placed).size !== placed.length || placed.some((p) => !/^\d+$/.test(p) || Number(p) >= columns.length)) {
    throw new Error('textSql: the text does not carry its columns whole, each at most once');
  }
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 1) chunks.push(sql`(${columns[Number(part)]!})::text`);
    else if (part) chunks.push(sql`${part}::text`);
  });
  return chunks.length ? sql`(${sql.join(chunks, sql` || `)})` : sql`''::text`;
}

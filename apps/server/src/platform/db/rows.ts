/** The rows a `db.execute(sql\`...\`)` answers: node-postgres and PGlite give `{ rows }`; an array is taken as it is. */
export async function rowsOf<T>(q: Promise<unknown>): Promise<T[]> {
  const res = (await q) as { rows?: T[] } | T[];
  return Array.isArray(res) ? res : (res.rows ?? []);
}

/**
 * Whether `e` is PostgreSQL's unique violation (23505), of the constraint named when one is given. drizzle wraps the
 * driver's error (its `cause`); PGlite and node-postgres both carry the code and the constraint.
 */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | undefined;
  const pgErr = err?.code ? err : err?.cause;
  return pgErr?.code === '23505' && (constraint === undefined || pgErr.constraint === constraint);
}

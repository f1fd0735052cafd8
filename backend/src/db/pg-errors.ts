/** The SQLSTATE of a PostgreSQL error, as node-postgres and PGlite raise it (Drizzle may wrap it in `cause`). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code ?? e?.cause?.code;
}

/** unique_violation: a unique index refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** check_violation: a CHECK constraint refused the row. */
export function isCheckViolation(error: unknown): boolean {
  return sqlState(error) === '23514';
}

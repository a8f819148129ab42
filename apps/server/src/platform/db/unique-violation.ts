/** Unique-constraint violations on both dialects: PostgreSQL's SQLSTATE and better-sqlite3's codes. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

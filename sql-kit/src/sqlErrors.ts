// What a database's error means, whichever database gave it.

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/** A unique or primary key refused a row. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** PostgreSQL cancelled this transaction for another's sake (a serialization failure or deadlock): run it again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40001' || code === '40P01';
}

/** True when a query failed on a unique index (Postgres code 23505), e.g. two signups racing for one e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error; the code sits on a cause.
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && cause.code === '23505') return true;
  }
  return false;
}

// Socket errors of the driver, and PostgreSQL's own: class 08 (connection exception) and the
// 57P0x codes of a server shutting down or starting up.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03']);
// node-postgres reports a lost or never-made connection with a plain Error and one of these messages.
const UNREACHABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /^Client has encountered a connection error/];

/** True when a query failed because the database could not be reached, not because of the query. */
export function isDatabaseUnreachable(error: unknown): boolean {
  // Drizzle wraps the driver's error; the cause may itself wrap the socket's.
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = 'code' in cause ? String(cause.code) : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnreachable)) return true;
    if (UNREACHABLE_MESSAGES.some((pattern) => pattern.test(cause.message))) return true;
  }
  return false;
}

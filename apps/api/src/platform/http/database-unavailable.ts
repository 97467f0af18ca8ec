/**
 * node-postgres and PostgreSQL errors that mean the database cannot serve now, not that the request
 * was wrong: refused or dropped connections, a pool that found no connection in time, a server
 * shutting down or out of connections, a database closed to connections, a statement cancelled by
 * statement_timeout. These answer 503 with Retry-After, not 500.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
  '55000', // object_not_in_prerequisite_state: the database does not allow connections
  '3D000', // invalid_catalog_name: the database is gone
]);

const UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /connection terminated/i, /Connection terminated unexpectedly/i];

/** Whether an error (or one it wraps: drizzle wraps the driver's error as its cause) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

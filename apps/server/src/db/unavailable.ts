/** Network errors meaning "the database server cannot be reached right now". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** PostgreSQL SQLSTATEs of the same kind: shutting down, starting up, out of connections. */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Messages of pg, pg-pool and Kysely that carry no code. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'driver has already been destroyed',
  'The database connection is not open',
  // pg: a query on a client whose connection broke.
  'is not queryable',
];

/**
 * True when an error means the database is unavailable rather than that the request or the code is wrong.
 * Such failures answer 503 (retry later) and the pool reconnects on its own once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (
      NETWORK_CODES.has(code) ||
      POSTGRES_CODES.has(code) ||
      code.startsWith('08') ||
      code === 'SQLITE_BUSY'
    ) {
      return true;
    }
  }
  return MESSAGES.some((message) => error.message.includes(message));
}

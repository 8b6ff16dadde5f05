/** SQLSTATE classes and codes of a database that went away: admin shutdown, crash, cannot connect now. */
const LOST_CODES = /^(08|57P0[1-3])/;
const LOST_NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether `error` means the database (or the connection to it) is gone for the moment, not that the
 * work was wrong: the caller should answer "try again" (HTTP 503, no PUBACK so the broker redelivers).
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_CODES.test(code) || LOST_NETWORK.has(code))) return true;
  if (LOST_MESSAGES.some((message) => error.message.includes(message))) return true;
  return error.cause !== undefined && error.cause !== error && isConnectionLost(error.cause);
}

/** The SQLSTATE of a PostgreSQL error, or of the error it wraps (drizzle wraps the driver's). */
function sqlStateOf(error: unknown): unknown {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  return failure?.code ?? failure?.cause?.code;
}

/** SQLSTATE classes 22 (data exception) and 23 (integrity): the same message would fail again. */
export function isDataError(error: unknown): boolean {
  const code = sqlStateOf(error);
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

const RETRYABLE = new Set(['40P01', '40001']); // deadlock, serialization failure

/** A deadlock or serialization failure: the same transaction may well pass when run again. */
export function isRetryable(error: unknown): boolean {
  const code = sqlStateOf(error);
  return typeof code === 'string' && RETRYABLE.has(code);
}

/** What a log line keeps of an unexpected error: enough to find the fault, nothing a caller sent. */
export interface LoggableError {
  type: string;
  message: string;
  stack?: string;
  /** PostgreSQL's SQLSTATE and where it struck (no row values: `detail` is left out). */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggableError;
}

const PG_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * An error made safe to log. Drizzle's query errors end their message (and so their stack) with the
 * statement's parameters, which are the values a request sent; PostgreSQL's `detail` repeats a failing
 * row. Both are dropped; the statement, the SQLSTATE, the constraint and the stack stay. Passwords and
 * tokens are hashed before any statement, so what remains never carries one.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  let message = error.message;
  let stack = error.stack;
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string' && 'params' in error) {
    message = `Failed query: ${query}`;
    stack = stack?.replace(error.message, message);
  }
  const logged: LoggableError = { type: error.name, message, ...(stack ? { stack } : {}) };
  for (const field of PG_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

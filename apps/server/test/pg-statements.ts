import pg from 'pg';

export interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * The statements matching `matches` that `work` sends through any pg client of this process (the
 * server's pool, on PostgreSQL and on embedded PGlite alike): for tests that count what a path reads.
 */
export async function statementsSentDuring(work: () => Promise<unknown>, matches: (text: string) => boolean): Promise<SentStatement[]> {
  const seen: SentStatement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    const values = (Array.isArray(second) ? second : (first as { values?: unknown[] } | null)?.values) ?? [];
    if (text && matches(text)) seen.push({ text, values });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return seen;
}

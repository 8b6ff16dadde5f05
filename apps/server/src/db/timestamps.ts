import pg from 'pg';

// Drizzle's node-postgres session hands timestamps of raw `db.execute` results over as PostgreSQL text
// (so its own column mapping can parse them); these helpers turn them into Dates with pg's own parser.
const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (value: string) => Date;

/** A timestamptz value of a raw query result as a Date. */
export function asDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') return parseTimestamptz(value);
  throw new Error(`not a timestamp: ${String(value)}`);
}

/** Same as asDate, keeping null. */
export function asDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : asDate(value);
}

/** Converts the named timestamp columns of raw rows to Dates. */
export function withDates<T extends Record<string, unknown>>(rows: T[], keys: Array<keyof T>): T[] {
  for (const row of rows) {
    for (const key of keys) (row as Record<keyof T, unknown>)[key] = asDateOrNull(row[key]);
  }
  return rows;
}

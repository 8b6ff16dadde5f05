import { sql, type SQL } from 'drizzle-orm';

/**
 * Epoch milliseconds of a timestamptz column, as float8. date_part is float8 arithmetic; `extract`
 * returns numeric (PostgreSQL 14 on), whose division, product and cast back to float8 (through text)
 * cost several times more, once per reading in `newest`. Rounding makes it exact: stored times are whole
 * milliseconds (readings arrive as JavaScript times), and the float error of a product is far below half
 * a millisecond.
 */
export const epochMs = (column: SQL) => sql`round(date_part('epoch', ${column}) * 1000)`;

/**
 * Setup file of vitest's time-proof projects (vitest.config.ts): the date-sensitive suites run again with
 * the process in the far time zone Pacific/Kiritimati (UTC+14) and with a clock that reads 00:30 UTC,
 * the hour at which the UTC date, the Kiritimati date and an American kitchen's date are three different
 * things. A test or a server function that takes "today" from the process instead of the location then
 * gets the wrong day.
 *
 * The clock is shifted, not frozen: it starts at the most recent 00:30 UTC and keeps running, because
 * the integration suites poll with timeouts (a frozen Date never times out) and the server they boot
 * signs tokens and stamps rows with it. Only `Date` is shifted; timers run at their real pace, and
 * PostgreSQL's now() keeps the real time (up to a day ahead of this clock, like a server whose clock is
 * behind the database's).
 */
// The projects start their workers with TZ=Pacific/Kiritimati (vitest.config.ts); make sure it took.
if (new Date().getTimezoneOffset() !== -14 * 60) throw new Error('a time-proof project must run with TZ=Pacific/Kiritimati');

const RealDate = Date;
const realNow = RealDate.now();
const DAY_MS = 86_400_000;
const HALF_PAST_MIDNIGHT_MS = 30 * 60_000;
/** The most recent 00:30 UTC at or before the real now. */
const target = Math.floor((realNow - HALF_PAST_MIDNIGHT_MS) / DAY_MS) * DAY_MS + HALF_PAST_MIDNIGHT_MS;
const offset = target - realNow;

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [number]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }

  // Dates made before the shift (or by Node itself) are still Dates.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof RealDate;
  }
}

// In a worker shared by many files (the server's time-proof project) this runs again before each file, with
// `Date` already shifted: the new clock wraps the old one and starts again at 00:30 UTC, as a fresh worker's would.
globalThis.Date = ShiftedDate as DateConstructor;
if (new Date().getUTCHours() !== 0) throw new Error('the time-proof clock must read 00:30 UTC');

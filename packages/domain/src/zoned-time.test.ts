import { describe, expect, it } from 'vitest';
import { todayIn } from './zoned-time.js';

describe('today at a location', () => {
  // 00:30 UTC: the hour the browser's own date used to give the wrong "today" to every kitchen west of UTC.
  const halfPastMidnightUtc = new Date('2026-03-10T00:30:00Z');

  it("is the location's date, not the UTC one", () => {
    expect(todayIn('America/New_York', halfPastMidnightUtc)).toBe('2026-03-09');
    expect(todayIn('Europe/London', halfPastMidnightUtc)).toBe('2026-03-10');
    expect(todayIn('Pacific/Kiritimati', halfPastMidnightUtc)).toBe('2026-03-10');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-03-09T10:00:00Z'))).toBe('2026-03-10');
    expect(todayIn('Pacific/Pago_Pago', halfPastMidnightUtc)).toBe('2026-03-09');
  });

  it('does not depend on the time zone the process runs in', () => {
    // Under TZ=Pacific/Kiritimati (the time-proof run) the process's own date is a day ahead of New York's.
    expect(todayIn('America/Los_Angeles', new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(todayIn('America/Los_Angeles', new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });
});

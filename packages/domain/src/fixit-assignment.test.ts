import { describe, expect, it } from 'vitest';
import { isCalendarDate, isFixitOverdue, mayAssignFixit } from './fixit-assignment.js';

describe('fix-it due dates', () => {
  it('accepts only dates that exist, written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-12-31')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-5', '31/12/2026', '2026-12-31T00:00:00Z', ''])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it("is overdue from the location's next midnight, not UTC's", () => {
    const due = { status: 'PENDING' as const, dueOn: '2026-12-04' };
    // 00:30 UTC on the 5th: already the 5th in Kiritimati (UTC+14), still the 4th in New York.
    const now = new Date('2026-12-05T00:30:00Z');
    expect(isFixitOverdue(due, 'Pacific/Kiritimati', now)).toBe(true);
    expect(isFixitOverdue(due, 'America/New_York', now)).toBe(false);
    // 09:59 UTC on the 4th is 23:59 on the 4th in Kiritimati: due today, not late yet.
    expect(isFixitOverdue(due, 'Pacific/Kiritimati', new Date('2026-12-04T09:59:00Z'))).toBe(false);
    expect(isFixitOverdue(due, 'Pacific/Kiritimati', new Date('2026-12-04T10:00:00Z'))).toBe(true);
  });

  it('is never overdue once resolved or without a due date', () => {
    const later = new Date('2027-01-01T12:00:00Z');
    expect(isFixitOverdue({ status: 'RESOLVED', dueOn: '2026-12-04' }, 'UTC', later)).toBe(false);
    expect(isFixitOverdue({ status: 'PENDING', dueOn: null }, 'UTC', later)).toBe(false);
  });

  it('lets Managers and Location Managers assign, nobody below', () => {
    expect(mayAssignFixit('MANAGER')).toBe(true);
    expect(mayAssignFixit('LOCATION_MANAGER')).toBe(true);
    expect(mayAssignFixit('STANDARD_USER')).toBe(false);
    expect(mayAssignFixit('BASIC_USER')).toBe(false);
    expect(mayAssignFixit(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isOpenAlert, isSnoozed, openAlertsByAppliance, snoozeUntil } from './alert-status';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('alert status helpers', () => {
  it('snoozes for the chosen number of hours', () => {
    expect(snoozeUntil(1, now)).toBe('2026-11-22T13:00:00.000Z');
    expect(snoozeUntil(24, now)).toBe('2026-11-23T12:00:00.000Z');
  });

  it('treats DETECTED and SNOOZED as open, a snooze as running only until its end', () => {
    expect(isOpenAlert({ currentStatus: { statusCode: 'DETECTED' } })).toBe(true);
    expect(isOpenAlert({ currentStatus: { statusCode: 'ENDED' } })).toBe(false);
    expect(isSnoozed({ currentStatus: { statusCode: 'SNOOZED' }, snoozedUntil: '2026-11-22T13:00:00.000Z' }, now)).toBe(true);
    expect(isSnoozed({ currentStatus: { statusCode: 'SNOOZED' }, snoozedUntil: '2026-11-22T11:00:00.000Z' }, now)).toBe(false);
  });

  it('keeps the first (newest) open alert of each appliance', () => {
    const map = openAlertsByAppliance([
      { id: '1', applianceId: 'a', currentStatus: { statusCode: 'DETECTED' as const } },
      { id: '2', applianceId: 'a', currentStatus: { statusCode: 'SNOOZED' as const } },
      { id: '3', applianceId: 'b', currentStatus: { statusCode: 'ENDED' as const } },
    ]);
    expect([...map.entries()].map(([appliance, alert]) => [appliance, alert.id])).toEqual([['a', '1']]);
  });
});

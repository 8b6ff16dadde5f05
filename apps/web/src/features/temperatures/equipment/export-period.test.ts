import { describe, expect, it } from 'vitest';
import { exportPeriodProblem } from './export-period';

describe('exportPeriodProblem', () => {
  const today = '2026-11-22';
  it('accepts whole days up to today', () => {
    expect(exportPeriodProblem('2026-11-16', '2026-11-22', today)).toBeNull();
    expect(exportPeriodProblem('2026-11-22', '2026-11-22', today)).toBeNull();
  });
  it('refuses empty, reversed, future and over-long periods', () => {
    expect(exportPeriodProblem('', '2026-11-22', today)).toBe('missing');
    expect(exportPeriodProblem('2026-02-30', '2026-11-22', today)).toBe('missing');
    expect(exportPeriodProblem('2026-11-22', '2026-11-21', today)).toBe('order');
    expect(exportPeriodProblem('2026-11-20', '2026-11-23', today)).toBe('future');
    expect(exportPeriodProblem('2025-11-20', '2026-11-21', today)).toBe('tooLong'); // 367 days
    expect(exportPeriodProblem('2025-11-21', '2026-11-21', today)).toBeNull(); // 366 days
  });
});

import { describe, expect, it } from 'vitest';
import { trendFacts } from './dashboard-trend-facts';

describe('dashboard trend words', () => {
  it('gives the lowest scored day, the days scored and the alerts of the period', () => {
    const trend = [
      { day: '2026-11-22', score: 80, alertsCount: 2 },
      { day: '2026-11-23', score: null, alertsCount: 0 },
      { day: '2026-11-24', score: 45, alertsCount: 1 },
    ];
    expect(trendFacts(trend)).toEqual({ lowestScore: 45, scoredDays: 2, alertsTotal: 3 });
  });

  it('has no lowest score when no day was scored (a 0 % day is a score)', () => {
    expect(trendFacts([{ day: '2026-11-24', score: null, alertsCount: 0 }])).toEqual({ lowestScore: null, scoredDays: 0, alertsTotal: 0 });
    expect(trendFacts([{ day: '2026-11-24', score: 0, alertsCount: 0 }]).lowestScore).toBe(0);
  });
});

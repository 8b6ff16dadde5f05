import { describe, expect, it } from 'vitest';
import { batchLifeEndsAt, VERDICT_REVIEW_CAP_MS, verdictReviewAt } from './batch-life.js';

const MIN = 60_000;

describe('batch life ends at the location midnight (FDA Food Code 2022 3-501.17: day 1 is the start day)', () => {
  it('7 days in Pacific/Auckland (UTC+13 in November): 23:00 on the 20th ends at 00:00 on the 27th', () => {
    expect(batchLifeEndsAt(Date.UTC(2026, 10, 20, 10), 7, 'Pacific/Auckland')).toBe(Date.UTC(2026, 10, 26, 11));
  });
  it('1 day of hot holding in UTC: 23:50 ends 10 minutes later, at midnight', () => {
    expect(batchLifeEndsAt(Date.UTC(2026, 10, 25, 23, 50), 1, 'UTC')).toBe(Date.UTC(2026, 10, 26));
  });
  it('across the end of daylight saving (Europe/Paris, 25 October 2026): still local midnight', () => {
    expect(batchLifeEndsAt(Date.UTC(2026, 9, 20, 12), 7, 'Europe/Paris')).toBe(Date.UTC(2026, 9, 26, 23));
  });
});

describe('verdictReviewAt: when a stored verdict may change with no reading', () => {
  const now = Date.UTC(2026, 11, 3, 0, 30);
  const facts = { maxGapMs: 15 * MIN, lifeEndsAtMs: null, nowMs: now };
  it("an open gap's next deadline comes first", () => {
    const verdict = { next: { verdict: 'DISCARD' as const, atMs: now + 5 * MIN }, lastReadingAtMs: now - 20 * MIN, silentForMs: 20 * MIN };
    expect(verdictReviewAt(verdict, facts)).toBe(now + 5 * MIN);
  });
  it('a sensor about to pass its gap allowance: just after it does (UNCERTAIN)', () => {
    expect(verdictReviewAt({ next: null, lastReadingAtMs: now - 10 * MIN, silentForMs: null }, facts)).toBe(now + 5 * MIN + 1);
  });
  it('the end of the batch life, and otherwise the cap, never a time already passed', () => {
    expect(verdictReviewAt({ next: null, lastReadingAtMs: null, silentForMs: null }, { ...facts, lifeEndsAtMs: now + MIN })).toBe(
      now + MIN,
    );
    expect(verdictReviewAt({ next: null, lastReadingAtMs: null, silentForMs: null }, { ...facts, lifeEndsAtMs: now - MIN })).toBe(
      now + VERDICT_REVIEW_CAP_MS,
    );
  });
});

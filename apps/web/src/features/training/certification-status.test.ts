import { describe, expect, it } from 'vitest';
import { answeredCount, attemptColor, certificationColor, expiresSoon, formatDate, myTrainingAction } from './certification-status';

describe('colours', () => {
  it('shows VALID and PASSED in primary, NOT_VALID and FAILED in secondary', () => {
    expect(certificationColor('VALID')).toBe('primary');
    expect(certificationColor('NOT_VALID')).toBe('secondary');
    expect(attemptColor('PASSED')).toBe('primary');
    expect(attemptColor('FAILED')).toBe('secondary');
    expect(attemptColor('IN_PROGRESS')).toBe('gray');
  });
});

describe('expiresSoon', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is true inside the 30-day notice period only', () => {
    expect(expiresSoon('2026-12-01T12:00:00Z', now)).toBe(true);
    expect(expiresSoon('2026-12-22T12:00:00Z', now)).toBe(true);
    expect(expiresSoon('2026-12-22T12:00:01Z', now)).toBe(false);
  });
  it('is false when already expired or never earned', () => {
    expect(expiresSoon('2026-11-21T12:00:00Z', now)).toBe(false);
    expect(expiresSoon(null, now)).toBe(false);
  });
});

describe('myTrainingAction', () => {
  it('continues an open attempt first', () => {
    expect(myTrainingAction({ openAttempt: { id: 'a' }, certification: { lastAttempt: { id: 'b' } } })).toBe('CONTINUE');
  });
  it('offers a retake after a submitted attempt, whatever its result', () => {
    expect(myTrainingAction({ openAttempt: null, certification: { lastAttempt: { id: 'b' } } })).toBe('RETAKE');
  });
  it('offers to take it when never attempted', () => {
    expect(myTrainingAction({ openAttempt: null, certification: { lastAttempt: null } })).toBe('TAKE');
  });
});

describe('formatDate', () => {
  it('formats a validity date in the viewer language', () => {
    expect(formatDate('2027-02-28T09:30:00Z', 'en')).toBe('Feb 28, 2027');
    expect(formatDate('2027-02-28T09:30:00Z', 'es')).toMatch(/28 feb/);
  });
});

describe('answeredCount', () => {
  it('counts actions only, not section markers', () => {
    const parts = [
      { __typename: 'SectionMarker', id: 's1' },
      { __typename: 'QuestActionPart', id: 'p1' },
      { __typename: 'QuestActionPart', id: 'p2' },
    ];
    expect(answeredCount(parts, new Set(['p2', 's1']))).toEqual({ answered: 1, total: 2 });
  });
});

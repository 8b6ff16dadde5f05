import { describe, expect, it } from 'vitest';
import { parseActionProperties } from './action-properties.js';
import {
  addCalendarMonthsUtc,
  attemptStatusOf,
  certificateValidUntil,
  certificationStatusOf,
  isExpiringSoon,
  isPassingScore,
  isQuestionAnsweredCorrectly,
  isTrainingQuestion,
  latestValidUntil,
  trainingScore,
} from './training-rules.js';

describe('training score and pass rule', () => {
  it.each([
    // correct, questions, score, passed
    [2, 5, 40, true],
    [7, 18, 39, false], // 38.9 rounds to 39: what the user sees decides
    [13, 33, 39, false], // 39.39
    [33, 83, 40, true], // 39.76 rounds up to 40
    [0, 3, 0, false],
    [3, 3, 100, true],
    [0, 0, 100, true], // no questions: 100 once submitted
  ])('%i of %i correct → %i (passed %s)', (correct, questions, score, passed) => {
    expect(trainingScore(correct, questions)).toBe(score);
    expect(isPassingScore(score)).toBe(passed);
    expect(attemptStatusOf(score)).toBe(passed ? 'PASSED' : 'FAILED');
  });

  it('refuses impossible counts', () => {
    expect(() => trainingScore(4, 3)).toThrow(RangeError);
    expect(() => trainingScore(-1, 3)).toThrow(RangeError);
    expect(() => trainingScore(1.5, 3)).toThrow(RangeError);
  });

  it('scores only choice actions', () => {
    expect(isTrainingQuestion('SINGLE_CHOICE')).toBe(true);
    expect(isTrainingQuestion('MULTIPLE_CHOICE')).toBe(true);
    for (const type of ['INSTRUCTION', 'FILE', 'PHOTO', 'TEMPERATURE'] as const) expect(isTrainingQuestion(type)).toBe(false);
  });
});

describe('a question answered correctly', () => {
  const options = [{ correct: true }, { correct: false }, { correct: true }, {}];
  it.each([
    [[0, 2], true],
    [[2, 0], true],
    [[0], false],
    [[0, 1, 2], false],
    [[3], false],
    [[], false],
  ])('chosen %j → %s', (chosen, expected) => {
    expect(isQuestionAnsweredCorrectly(options, chosen)).toBe(expected);
  });

  it('accepts any answer when no option is marked correct', () => {
    expect(isQuestionAnsweredCorrectly([{}, { correct: false }], [1])).toBe(true);
  });

  it('keeps `correct` optional in choice properties (quests store none)', () => {
    expect(
      parseActionProperties('SINGLE_CHOICE', {
        options: [
          { name: 'Yes', triggersFixIt: false, correct: true },
          { name: 'No', triggersFixIt: true },
        ],
      }).options[0],
    ).toEqual({ name: 'Yes', triggersFixIt: false, correct: true });
    expect(
      parseActionProperties('MULTIPLE_CHOICE', { enumerated: false, triggersFixIt: false, options: [{ name: 'A', correct: false }] })
        .options,
    ).toEqual([{ name: 'A', correct: false }]);
    expect(() =>
      parseActionProperties('SINGLE_CHOICE', {
        options: [
          { name: 'A', triggersFixIt: false, correct: 'yes' },
          { name: 'B', triggersFixIt: false },
        ],
      }),
    ).toThrow();
  });
});

describe('certificate validity', () => {
  it.each([
    ['2027-01-31T09:15:00.000Z', 1, '2027-02-28T09:15:00.000Z'],
    ['2028-01-31T09:15:00.000Z', 1, '2028-02-29T09:15:00.000Z'], // leap year
    ['2027-03-31T23:59:59.999Z', 1, '2027-04-30T23:59:59.999Z'],
    ['2027-08-31T00:00:00.000Z', 6, '2028-02-29T00:00:00.000Z'],
    ['2027-11-30T12:00:00.000Z', 3, '2028-02-29T12:00:00.000Z'],
    ['2027-05-15T08:00:00.000Z', 12, '2028-05-15T08:00:00.000Z'],
    ['2028-02-29T08:00:00.000Z', 12, '2029-02-28T08:00:00.000Z'],
    ['2027-12-31T08:00:00.000Z', 120, '2037-12-31T08:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(certificateValidUntil(new Date(from), months).toISOString()).toBe(expected);
  });

  it('refuses fractional months', () => {
    expect(() => addCalendarMonthsUtc(new Date(), 1.5)).toThrow(RangeError);
  });

  it('is VALID until validUntil, NOT_VALID from then on or when never passed', () => {
    const until = new Date('2027-02-28T09:15:00.000Z');
    expect(certificationStatusOf(until, new Date('2027-02-28T09:14:59.999Z'))).toBe('VALID');
    expect(certificationStatusOf(until, until)).toBe('NOT_VALID');
    expect(certificationStatusOf(null, until)).toBe('NOT_VALID');
  });

  it('takes the latest validUntil of passed attempts', () => {
    const a = new Date('2026-01-01T00:00:00Z');
    const b = new Date('2027-01-01T00:00:00Z');
    expect(latestValidUntil([{ validUntil: a }, { validUntil: b }, { validUntil: null }])).toEqual(b);
    expect(latestValidUntil([])).toBeNull();
  });

  it('is expiring soon within 30 days, not after it expired', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    expect(isExpiringSoon(new Date('2027-01-31T00:00:00Z'), now)).toBe(true);
    expect(isExpiringSoon(new Date('2027-01-31T00:00:00.001Z'), now)).toBe(false);
    expect(isExpiringSoon(new Date('2027-01-01T00:00:00Z'), now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultActionProperties } from './action-defaults.js';
import { ActionPropertiesError, parseActionProperties } from './action-properties.js';
import {
  activationGapMessage,
  activationGaps,
  ANSWER_NOTE_MAX,
  ANSWER_NOTE_TOO_LONG,
  AnswerError,
  answerNote,
  isAnswerCompliant,
  submissionScore,
  toAnswerValue,
  unansweredActionParts,
} from './quest-rules.js';

describe('action defaults (spec §3)', () => {
  it('starts a temperature BELOW 0 °C', () => {
    expect(defaultActionProperties('TEMPERATURE')).toEqual({ safeZones: [{ direction: 'BELOW', thresholdCelsius: 0 }] });
  });
  it('starts a multiple choice with Option 1 and Option 2, enumerated and fix-it trigger off', () => {
    expect(defaultActionProperties('MULTIPLE_CHOICE')).toEqual({
      enumerated: false,
      triggersFixIt: false,
      options: [{ name: 'Option 1' }, { name: 'Option 2' }],
    });
  });
  it('starts a single choice with the same options, neither triggering a fix-it', () => {
    expect(defaultActionProperties('SINGLE_CHOICE')).toEqual({
      options: [
        { name: 'Option 1', triggersFixIt: false },
        { name: 'Option 2', triggersFixIt: false },
      ],
    });
  });
  it('gives instruction, file and photo no properties, and fresh objects every time', () => {
    for (const type of ['INSTRUCTION', 'FILE', 'PHOTO'] as const) expect(defaultActionProperties(type)).toEqual({});
    expect(defaultActionProperties('TEMPERATURE')).not.toBe(defaultActionProperties('TEMPERATURE'));
  });
  it('defaults are valid properties of their type', () => {
    for (const type of ['TEMPERATURE', 'MULTIPLE_CHOICE', 'SINGLE_CHOICE', 'INSTRUCTION', 'FILE', 'PHOTO'] as const) {
      expect(parseActionProperties(type, JSON.stringify(defaultActionProperties(type)))).toEqual(defaultActionProperties(type));
    }
  });
});

describe('action properties', () => {
  it('refuses bad JSON, unknown keys, empty option names and a single-option single choice', () => {
    expect(() => parseActionProperties('TEMPERATURE', '{')).toThrow(ActionPropertiesError);
    expect(() => parseActionProperties('PHOTO', '{"x":1}')).toThrow(ActionPropertiesError);
    expect(() => parseActionProperties('MULTIPLE_CHOICE', '{"enumerated":false,"triggersFixIt":false,"options":[{"name":" "}]}')).toThrow(
      'Field is required',
    );
    expect(() => parseActionProperties('SINGLE_CHOICE', '{"options":[{"name":"Yes","triggersFixIt":false}]}')).toThrow(
      'Add at least two options',
    );
  });
});

describe('activation rules (spec §4)', () => {
  const ready = {
    kind: 'QUEST' as const,
    name: 'Opening',
    rrule: 'DTSTART:20250101T000000\nRRULE:FREQ=DAILY',
    actionCount: 2,
    unnamedActionCount: 0,
    locationCount: 1,
  };
  it('lets a complete quest be activated', () => expect(activationGaps(ready)).toEqual([]));
  it('says which item is missing', () => {
    expect(activationGaps({ ...ready, name: '  ' })).toEqual(['name']);
    expect(activationGaps({ ...ready, rrule: null })).toEqual(['schedule']);
    expect(activationGaps({ ...ready, actionCount: 0 })).toEqual(['content']);
    expect(activationGaps({ ...ready, name: '', rrule: '', actionCount: 0 })).toEqual(['name', 'schedule', 'content']);
    expect(activationGapMessage('QUEST', 'schedule')).toBe('A quest cannot be activated without a schedule');
    expect(activationGapMessage('TRAINING', 'name')).toBe('A training cannot be activated without a name');
  });
  it('does not ask a training for a schedule or a location', () => {
    expect(activationGaps({ ...ready, kind: 'TRAINING', rrule: null, locationCount: 0 })).toEqual([]);
  });
});

describe('answer compliance (PRODUCT.md)', () => {
  const fridge = {
    safeZones: [
      { direction: 'ABOVE' as const, thresholdCelsius: 0 },
      { direction: 'BELOW' as const, thresholdCelsius: 5 },
    ],
  };
  it('checks a temperature against every safe-zone entry, limits included, after converting °F', () => {
    const check = (temperature: number, unit: 'C' | 'F') =>
      isAnswerCompliant('TEMPERATURE', fridge, toAnswerValue('TEMPERATURE', fridge, { temperature, unit }));
    expect(check(5, 'C')).toBe(true);
    expect(check(41, 'F')).toBe(true);
    expect(check(42, 'F')).toBe(false);
    expect(check(-0.5, 'C')).toBe(false);
    expect(toAnswerValue('TEMPERATURE', fridge, { temperature: 41, unit: 'F' })).toEqual({ kind: 'TEMPERATURE', temperatureCelsius: 5 });
  });
  it('refuses impossible temperatures and missing ones', () => {
    expect(() => toAnswerValue('TEMPERATURE', fridge, { temperature: 900, unit: 'C' })).toThrow(AnswerError);
    expect(() => toAnswerValue('TEMPERATURE', fridge, {})).toThrow('Field is required');
  });
  it('single choice: compliant unless the chosen option triggers a fix-it; exactly one choice', () => {
    const props = {
      options: [
        { name: 'Clean', triggersFixIt: false },
        { name: 'Dirty', triggersFixIt: true },
      ],
    };
    expect(isAnswerCompliant('SINGLE_CHOICE', props, toAnswerValue('SINGLE_CHOICE', props, { optionIndexes: [0] }))).toBe(true);
    expect(isAnswerCompliant('SINGLE_CHOICE', props, toAnswerValue('SINGLE_CHOICE', props, { optionIndexes: [1] }))).toBe(false);
    expect(() => toAnswerValue('SINGLE_CHOICE', props, { optionIndexes: [0, 1] })).toThrow('Choose one option');
    expect(() => toAnswerValue('SINGLE_CHOICE', props, { optionIndexes: [2] })).toThrow('Choose one of the options');
  });
  it('multiple choice: with the trigger on, any chosen option raises a fix-it', () => {
    const off = { enumerated: true, triggersFixIt: false, options: [{ name: 'Mould' }, { name: 'Pests' }] };
    const on = { ...off, triggersFixIt: true };
    const chosen = toAnswerValue('MULTIPLE_CHOICE', on, { optionIndexes: [1, 0, 1] });
    expect(chosen).toEqual({ kind: 'CHOICE', optionIndexes: [0, 1] });
    expect(isAnswerCompliant('MULTIPLE_CHOICE', off, chosen)).toBe(true);
    expect(isAnswerCompliant('MULTIPLE_CHOICE', on, chosen)).toBe(false);
    expect(isAnswerCompliant('MULTIPLE_CHOICE', on, toAnswerValue('MULTIPLE_CHOICE', on, { optionIndexes: [] }))).toBe(true);
  });
  it('file and photo need an upload; an instruction needs an acknowledgement', () => {
    expect(isAnswerCompliant('PHOTO', {}, toAnswerValue('PHOTO', {}, { fileIds: ['a'] }))).toBe(true);
    expect(isAnswerCompliant('FILE', {}, toAnswerValue('FILE', {}, { fileIds: [] }))).toBe(false);
    expect(isAnswerCompliant('INSTRUCTION', {}, toAnswerValue('INSTRUCTION', {}, { acknowledged: true }))).toBe(true);
    expect(isAnswerCompliant('INSTRUCTION', {}, toAnswerValue('INSTRUCTION', {}, { acknowledged: false }))).toBe(false);
    expect(() => toAnswerValue('INSTRUCTION', {}, {})).toThrow('Field is required');
  });
});

describe('score', () => {
  it.each([
    { case: 'all answered, 2 of 3 compliant', compliant: 2, actions: 3, score: 67 },
    { case: 'all answered, 1 of 3 compliant', compliant: 1, actions: 3, score: 33 },
    { case: 'all answered and compliant', compliant: 3, actions: 3, score: 100 },
    { case: 'nothing compliant', compliant: 0, actions: 4, score: 0 },
    { case: '1 answered and compliant, 3 skipped', compliant: 1, actions: 4, score: 25 },
    { case: '2 answered and compliant, 1 skipped', compliant: 2, actions: 3, score: 67 },
    { case: 'a checklist without actions', compliant: 0, actions: 0, score: null },
  ])('is compliant ÷ all actions × 100, rounded: $case → $score', ({ compliant, actions, score }) => {
    expect(submissionScore(compliant, actions)).toBe(score);
  });
  it("refuses a score above 100 with 'Score cannot be over 100'", () => {
    expect(() => submissionScore(4, 3)).toThrow('Score cannot be over 100');
  });
  it.each([
    [-1, 3],
    [1.5, 3],
    [1, -2],
  ])('refuses impossible counts (%d of %d)', (compliant, actions) => {
    expect(() => submissionScore(compliant, actions)).toThrow('Invalid answer counts');
  });
});

describe('unanswered actions of a submitted checklist', () => {
  it.each([
    { case: 'all answered', parts: ['a', 'b'], answered: ['b', 'a'], unanswered: [] },
    { case: 'one skipped', parts: ['a', 'b', 'c'], answered: ['a', 'c'], unanswered: ['b'] },
    { case: 'all skipped, in checklist order', parts: ['c', 'a', 'b'], answered: [], unanswered: ['c', 'a', 'b'] },
    { case: 'an answer to a part since removed is ignored', parts: ['a'], answered: ['gone'], unanswered: ['a'] },
  ])('$case', ({ parts, answered, unanswered }) => {
    expect(unansweredActionParts(parts, answered)).toEqual(unanswered);
  });
});

describe('answer notes (issue 41 item 4)', () => {
  it('trims a note and keeps none for blank input', () => {
    expect(answerNote('  Door seal torn, told the manager  ')).toBe('Door seal torn, told the manager');
    expect(answerNote('   ')).toBeNull();
    expect(answerNote(null)).toBeNull();
    expect(answerNote(undefined)).toBeNull();
  });
  it(`accepts ${ANSWER_NOTE_MAX} characters and refuses one more with a clear message`, () => {
    expect(answerNote('a'.repeat(ANSWER_NOTE_MAX))).toHaveLength(ANSWER_NOTE_MAX);
    expect(() => answerNote('a'.repeat(ANSWER_NOTE_MAX + 1))).toThrow(ANSWER_NOTE_TOO_LONG);
    expect(ANSWER_NOTE_TOO_LONG).toBe('A note can have at most 500 characters');
  });
  it('counts characters, not UTF-16 units (an emoji is one)', () => {
    expect(answerNote('🧊'.repeat(ANSWER_NOTE_MAX))).not.toBeNull();
  });
});

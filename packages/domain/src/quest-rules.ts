import type { ActionPropertiesByType, ActionType } from './action-properties.js';
import { MESSAGES } from './messages.js';
import { scoreSchema } from './validation.js';
import { fromUnit } from './temperature.js';
import type { TemperatureUnit } from './enums.js';

export const QUEST_KINDS = ['QUEST', 'TRAINING'] as const;
export type QuestKind = (typeof QUEST_KINDS)[number];

/** What a quest or training still lacks before it can be activated (spec §4). */
export type ActivationGap = 'name' | 'schedule' | 'content' | 'actionName' | 'location';

export interface ActivationCandidate {
  kind: QuestKind;
  name: string | null;
  rrule: string | null;
  /** Number of actions among the parts (section markers are not content). */
  actionCount: number;
  /** Actions whose name is still empty. */
  unnamedActionCount: number;
  locationCount: number;
}

const NOUN: Record<QuestKind, string> = { QUEST: 'quest', TRAINING: 'training' };

/** The message naming what is missing, e.g. 'A quest cannot be activated without a schedule'. */
export function activationGapMessage(kind: QuestKind, gap: ActivationGap): string {
  const noun = NOUN[kind];
  switch (gap) {
    case 'name':
      return `A ${noun} cannot be activated without a name`;
    case 'schedule':
      return `A ${noun} cannot be activated without a schedule`;
    case 'content':
      return `A ${noun} cannot be activated without content`;
    case 'actionName':
      return `Every action of the ${noun} needs a name before it can be activated`;
    case 'location':
      return `A ${noun} cannot be activated without a location`;
  }
}

/**
 * Spec §4: no activation without a name; a quest not without a schedule; neither without content (at
 * least one action). We also ask for named actions and, for quests, a location, since a worker could not
 * do an unnamed step and a quest without a location never runs. Returns the gaps in that order.
 */
export function activationGaps(candidate: ActivationCandidate): ActivationGap[] {
  const gaps: ActivationGap[] = [];
  if (!candidate.name?.trim()) gaps.push('name');
  if (candidate.kind === 'QUEST' && !candidate.rrule?.trim()) gaps.push('schedule');
  if (candidate.actionCount === 0) gaps.push('content');
  else if (candidate.unnamedActionCount > 0) gaps.push('actionName');
  if (candidate.kind === 'QUEST' && candidate.locationCount === 0) gaps.push('location');
  return gaps;
}

/** An answer as stored (temperatures in °C; choices by option index). */
export type AnswerValue =
  | { kind: 'TEMPERATURE'; temperatureCelsius: number }
  | { kind: 'CHOICE'; optionIndexes: number[] }
  | { kind: 'FILES'; fileIds: string[] }
  | { kind: 'ACKNOWLEDGEMENT'; acknowledged: boolean };

/** What a worker sends for one action; a temperature comes in the worker's unit. */
export interface AnswerInput {
  temperature?: number | null;
  unit?: TemperatureUnit | null;
  optionIndexes?: number[] | null;
  fileIds?: string[] | null;
  acknowledged?: boolean | null;
  /** A remark on the answer, any action type (issue 41 item 4); trimmed, empty means none. */
  note?: string | null;
}

/** Readings a kitchen thermometer can give, in °C; anything else is a typing mistake. */
export const ANSWER_TEMPERATURE_LIMITS_C = { min: -90, max: 400 } as const;
export const ANSWER_FILES_MAX = 10;

export class AnswerError extends Error {}

/** The longest note an answer may carry, in characters (after trimming). */
export const ANSWER_NOTE_MAX = 500;
export const ANSWER_NOTE_TOO_LONG = `A note can have at most ${ANSWER_NOTE_MAX} characters`;

/** The note of an answer as stored: trimmed, null when empty; AnswerError over ANSWER_NOTE_MAX characters. */
export function answerNote(note: string | null | undefined): string | null {
  const trimmed = (note ?? '').trim();
  if (trimmed.length === 0) return null;
  if ([...trimmed].length > ANSWER_NOTE_MAX) throw new AnswerError(ANSWER_NOTE_TOO_LONG);
  return trimmed;
}

/**
 * Turns a worker's input for an action of `type` into the stored answer, or throws AnswerError saying
 * what is wrong (a choice outside the options, two choices on a single choice, a missing temperature…).
 */
export function toAnswerValue<T extends ActionType>(type: T, properties: ActionPropertiesByType[T], input: AnswerInput): AnswerValue {
  switch (type) {
    case 'TEMPERATURE': {
      if (typeof input.temperature !== 'number' || !Number.isFinite(input.temperature)) throw new AnswerError(MESSAGES.fieldRequired);
      const celsius = fromUnit(input.temperature, input.unit ?? 'C');
      if (celsius < ANSWER_TEMPERATURE_LIMITS_C.min || celsius > ANSWER_TEMPERATURE_LIMITS_C.max) {
        throw new AnswerError('This temperature is out of range');
      }
      return { kind: 'TEMPERATURE', temperatureCelsius: celsius };
    }
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE': {
      const options = (properties as ActionPropertiesByType['SINGLE_CHOICE' | 'MULTIPLE_CHOICE']).options;
      const indexes = [...new Set(input.optionIndexes ?? [])].sort((a, b) => a - b);
      if (indexes.some((index) => !Number.isInteger(index) || index < 0 || index >= options.length)) {
        throw new AnswerError('Choose one of the options');
      }
      if (type === 'SINGLE_CHOICE' && indexes.length !== 1) throw new AnswerError('Choose one option');
      return { kind: 'CHOICE', optionIndexes: indexes };
    }
    case 'FILE':
    case 'PHOTO': {
      const fileIds = [...new Set(input.fileIds ?? [])];
      if (fileIds.length > ANSWER_FILES_MAX) throw new AnswerError(`Attach at most ${ANSWER_FILES_MAX} files`);
      return { kind: 'FILES', fileIds };
    }
    default:
      if (typeof input.acknowledged !== 'boolean') throw new AnswerError(MESSAGES.fieldRequired);
      return { kind: 'ACKNOWLEDGEMENT', acknowledged: input.acknowledged };
  }
}

/**
 * PRODUCT.md's answer rules: a temperature satisfies every safe-zone entry (limits inclusive); a choice
 * is compliant when no chosen option triggers a fix-it; FILE and PHOTO need an upload; an INSTRUCTION
 * needs an acknowledgement.
 */
export function isAnswerCompliant<T extends ActionType>(type: T, properties: ActionPropertiesByType[T], value: AnswerValue): boolean {
  switch (value.kind) {
    case 'TEMPERATURE': {
      const { safeZones } = properties as ActionPropertiesByType['TEMPERATURE'];
      return safeZones.every((zone) =>
        zone.direction === 'ABOVE' ? value.temperatureCelsius >= zone.thresholdCelsius : value.temperatureCelsius <= zone.thresholdCelsius,
      );
    }
    case 'CHOICE':
      if (type === 'MULTIPLE_CHOICE') {
        const props = properties as ActionPropertiesByType['MULTIPLE_CHOICE'];
        return !props.triggersFixIt || value.optionIndexes.length === 0;
      }
      return value.optionIndexes.every((index) => !(properties as ActionPropertiesByType['SINGLE_CHOICE']).options[index]?.triggersFixIt);
    case 'FILES':
      return value.fileIds.length > 0;
    case 'ACKNOWLEDGEMENT':
      return value.acknowledged;
  }
}

/**
 * Score of a submission: compliant answers ÷ all actions of the checklist × 100, rounded. An action left
 * unanswered in a submitted checklist is not done, so it counts against the score like a wrong answer
 * (issue 17: skipped checks used to score 100 %). Null for a checklist without actions. A score above 100
 * is refused with 'Score cannot be over 100' (it can only come from bad input).
 */
export function submissionScore(compliant: number, actionCount: number): number | null {
  if (compliant < 0 || actionCount < 0 || !Number.isInteger(compliant) || !Number.isInteger(actionCount)) {
    throw new AnswerError('Invalid answer counts');
  }
  if (actionCount === 0) return null;
  const score = Math.round((compliant / actionCount) * 100);
  const checked = scoreSchema.safeParse(score);
  if (!checked.success) throw new AnswerError(checked.error.issues[0]?.message ?? MESSAGES.scoreOver100);
  return score;
}

/**
 * The actions a submitted checklist leaves unanswered (given as part ids): each is non-compliant and
 * raises a fix-it "not done".
 */
export function unansweredActionParts(actionPartIds: readonly string[], answeredPartIds: Iterable<string>): string[] {
  const answered = new Set(answeredPartIds);
  return actionPartIds.filter((id) => !answered.has(id));
}

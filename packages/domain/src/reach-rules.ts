import type { ApiErrorCode } from './error-codes.js';

/**
 * The rules of an escalation chain and a weekly rota, shared by the API (which refuses) and the editor on
 * the location's "Reaching people" screen (which says so before sending). Each problem names the step or
 * shift (index from 0) and the field, so both sides can point at the one control that is wrong.
 */

export const MAX_CHAIN_STEPS = 20;
export const WAIT_MIN = 1;
export const WAIT_MAX = 240;
export const ACK_TIMEOUT_MIN = 5;
export const ACK_TIMEOUT_MAX = 240;
export const MAX_ROTA_SHIFTS = 500;

/** A chain step as the editor and the API input hold it (flat: who is notified are separate lists). */
export interface ChainStepShape {
  kind: 'WAIT' | 'NOTIFY';
  minutes?: number | null;
  userIds?: readonly string[] | null;
  accessLevels?: readonly string[] | null;
  onShift?: boolean | null;
  everyManager?: boolean | null;
  channels?: readonly string[] | null;
}

export type ChainRule = 'tooManySteps' | 'needsNotify' | 'waitRange' | 'notifyNobody' | 'notifyChannels' | 'ackTimeoutRange';
export type ShiftRule = 'tooManyShifts' | 'person' | 'weekday' | 'startTime' | 'endTime';

/** Which control a problem is about: a step's `minutes`, `who` or `channels`, or the chain's timeout. */
export interface ChainProblem {
  rule: ChainRule;
  /** The step (from 0), or null for the whole chain. */
  step: number | null;
  field: 'steps' | 'minutes' | 'who' | 'channels' | 'ackTimeoutMinutes';
}

export interface ShiftShape {
  userId: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface ShiftProblem {
  rule: ShiftRule;
  /** The shift (from 0), or null for the whole rota. */
  shift: number | null;
  field: 'shifts' | 'userId' | 'weekday' | 'startMinute' | 'endMinute';
}

const whole = (n: unknown, min: number, max: number): boolean => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

function notifiesSomeone(step: ChainStepShape): boolean {
  return (step.userIds?.length ?? 0) > 0 || (step.accessLevels?.length ?? 0) > 0 || !!step.onShift || !!step.everyManager;
}

/** Every problem of a chain, in the order of its steps (the editor shows each one at its control). */
export function chainProblems(steps: readonly ChainStepShape[], ackTimeoutMinutes: number): ChainProblem[] {
  const problems: ChainProblem[] = [];
  if (steps.length > MAX_CHAIN_STEPS) problems.push({ rule: 'tooManySteps', step: null, field: 'steps' });
  if (!steps.some((s) => s.kind === 'NOTIFY')) problems.push({ rule: 'needsNotify', step: null, field: 'steps' });
  steps.forEach((step, index) => {
    if (step.kind === 'WAIT' && !whole(step.minutes, WAIT_MIN, WAIT_MAX))
      problems.push({ rule: 'waitRange', step: index, field: 'minutes' });
    if (step.kind === 'NOTIFY' && !notifiesSomeone(step)) problems.push({ rule: 'notifyNobody', step: index, field: 'who' });
    if (step.kind === 'NOTIFY' && (step.channels?.length ?? 0) === 0)
      problems.push({ rule: 'notifyChannels', step: index, field: 'channels' });
  });
  if (!whole(ackTimeoutMinutes, ACK_TIMEOUT_MIN, ACK_TIMEOUT_MAX))
    problems.push({ rule: 'ackTimeoutRange', step: null, field: 'ackTimeoutMinutes' });
  return problems;
}

/** Every problem of a rota's shifts (who is assigned to the location is the API's to check). */
export function rotaProblems(shifts: readonly ShiftShape[]): ShiftProblem[] {
  const problems: ShiftProblem[] = [];
  if (shifts.length > MAX_ROTA_SHIFTS) problems.push({ rule: 'tooManyShifts', shift: null, field: 'shifts' });
  shifts.forEach((shift, index) => {
    if (!shift.userId) problems.push({ rule: 'person', shift: index, field: 'userId' });
    if (!whole(shift.weekday, 1, 7)) problems.push({ rule: 'weekday', shift: index, field: 'weekday' });
    if (!whole(shift.startMinute, 0, 1439)) problems.push({ rule: 'startTime', shift: index, field: 'startMinute' });
    if (!whole(shift.endMinute, 0, 1440)) problems.push({ rule: 'endTime', shift: index, field: 'endMinute' });
  });
  return problems;
}

/** The path a refusal carries in `extensions.field`: `steps.1.minutes`, `shifts.0.weekday`, `ackTimeoutMinutes`. */
export function problemPath(problem: ChainProblem | ShiftProblem): string {
  const index = 'step' in problem ? problem.step : problem.shift;
  if (index === null) return problem.field;
  return `${'step' in problem ? 'steps' : 'shifts'}.${index}.${problem.field}`;
}

/** The code the API refuses each rule with (error-codes.ts), so a screen words it in the reader's language. */
export const CHAIN_RULE_CODES: Record<ChainRule, ApiErrorCode> = {
  tooManySteps: 'CHAIN_TOO_MANY_STEPS',
  needsNotify: 'CHAIN_NEEDS_NOTIFY',
  waitRange: 'CHAIN_WAIT_RANGE',
  notifyNobody: 'CHAIN_NOTIFY_NOBODY',
  notifyChannels: 'CHAIN_NOTIFY_CHANNELS',
  ackTimeoutRange: 'CHAIN_ACK_TIMEOUT_RANGE',
};

/** The API's code of each rota rule; `person` is also its refusal of someone not assigned to the location. */
export const SHIFT_RULE_CODES: Record<ShiftRule, ApiErrorCode> = {
  tooManyShifts: 'ROTA_TOO_MANY_SHIFTS',
  person: 'ROTA_NOT_ASSIGNED',
  weekday: 'ROTA_WEEKDAY',
  startTime: 'ROTA_START_TIME',
  endTime: 'ROTA_END_TIME',
};

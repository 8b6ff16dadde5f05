import { chainProblems, problemPath, rotaProblems, type AccessLevel, type ChainProblem, type ShiftProblem } from '@ks/domain';
import type {
  EscalationChainFieldsFragment,
  EscalationStepInput,
  ReachChannel,
  RotaShiftFieldsFragment,
  RotaShiftInput,
} from '../../../gql/graphql';

/** A step as the editor holds it; `key` keeps React's rows steady while steps move. */
export type StepDraft = {
  key: string;
  kind: 'WAIT' | 'NOTIFY';
  /** A number input's value: '' while empty. */
  minutes: number | '';
  userIds: string[];
  accessLevels: AccessLevel[];
  onShift: boolean;
  everyManager: boolean;
  channels: ReachChannel[];
};

/** A shift as the editor holds it: times as the time inputs give them ('HH:MM', '' while empty). */
export type ShiftDraft = { key: string; userId: string; weekday: number; start: string; end: string };

let nextKey = 0;
const newKey = () => `draft-${(nextKey += 1)}`;

export function newStep(kind: StepDraft['kind']): StepDraft {
  return kind === 'WAIT'
    ? { key: newKey(), kind, minutes: 15, userIds: [], accessLevels: [], onShift: false, everyManager: false, channels: [] }
    : { key: newKey(), kind, minutes: '', userIds: [], accessLevels: [], onShift: true, everyManager: false, channels: ['PUSH', 'EMAIL'] };
}

export function stepDrafts(chain: EscalationChainFieldsFragment): StepDraft[] {
  return chain.steps.map((s) => ({
    key: newKey(),
    kind: s.kind,
    minutes: s.minutes ?? '',
    userIds: [...s.userIds],
    accessLevels: [...s.accessLevels],
    onShift: s.onShift,
    everyManager: s.everyManager,
    channels: [...s.channels],
  }));
}

export function stepInputs(steps: StepDraft[]): EscalationStepInput[] {
  return steps.map((s) =>
    s.kind === 'WAIT'
      ? { kind: 'WAIT', minutes: s.minutes === '' ? null : s.minutes }
      : {
          kind: 'NOTIFY',
          userIds: s.userIds,
          accessLevels: s.accessLevels,
          onShift: s.onShift,
          everyManager: s.everyManager,
          channels: s.channels,
        },
  );
}

/** Moves one step up (-1) or down (+1); the keyboard's way to reorder the chain. */
export function moveStep(steps: StepDraft[], index: number, by: -1 | 1): StepDraft[] {
  const to = index + by;
  if (to < 0 || to >= steps.length) return steps;
  const next = [...steps];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export const toClock = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** 'HH:MM' as minutes after midnight; NaN for anything else (the rules then name the field). */
export function fromClock(value: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < 1440 && Number(match[2]) < 60 ? minutes : Number.NaN;
}

export function shiftDrafts(shifts: readonly RotaShiftFieldsFragment[]): ShiftDraft[] {
  // An end of 24:00 is midnight; the time input shows it as 00:00, which means the same (it runs to midnight).
  return shifts.map((s) => ({
    key: newKey(),
    userId: s.userId,
    weekday: s.weekday,
    start: toClock(s.startMinute),
    end: toClock(s.endMinute),
  }));
}

export function newShift(): ShiftDraft {
  return { key: newKey(), userId: '', weekday: 1, start: '09:00', end: '17:00' };
}

export function shiftInputs(shifts: ShiftDraft[]): RotaShiftInput[] {
  return shifts.map((s) => ({ userId: s.userId, weekday: s.weekday, startMinute: fromClock(s.start), endMinute: fromClock(s.end) }));
}

/** Problems by the path the API uses (`steps.1.minutes`), so a refusal from either side lands on one control. */
export type ProblemsByPath = Map<string, ChainProblem | ShiftProblem>;

export function chainDraftProblems(steps: StepDraft[], ackTimeoutMinutes: number | ''): ProblemsByPath {
  const inputs = stepInputs(steps);
  const found = chainProblems(inputs, ackTimeoutMinutes === '' ? Number.NaN : ackTimeoutMinutes);
  return new Map(found.map((p) => [problemPath(p), p]));
}

export function rotaDraftProblems(shifts: ShiftDraft[]): ProblemsByPath {
  const found = rotaProblems(shiftInputs(shifts).map((s) => ({ ...s, userId: String(s.userId) })));
  return new Map(found.map((p) => [problemPath(p), p]));
}

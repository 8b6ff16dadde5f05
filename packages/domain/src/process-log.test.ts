import { describe, expect, it } from 'vitest';
import type { JurisdictionProfileId } from './jurisdiction.js';
import { checkpointsDueForReminder, evaluateProcessLog, processCheckpoints, reheatingTargetC, type ProcessKind } from './process-log.js';
import { fahrenheitToCelsius } from './temperature.js';

const START = Date.UTC(2026, 10, 23, 23, 30); // 23:30 UTC: the log runs across midnight UTC
const MIN = 60_000;
const F = fahrenheitToCelsius;

/** A reading `minutes` after the start. */
const at = (minutes: number, celsius: number) => ({ timeMs: START + minutes * MIN, celsius });

describe('checkpoints per profile', () => {
  it.each([
    [
      'US_FDA',
      'COOLING',
      [
        [{ value: 70, unit: 'F' }, 120],
        [{ value: 41, unit: 'F' }, 360],
      ],
    ],
    [
      'AU_NZ',
      'COOLING',
      [
        [{ value: 21, unit: 'C' }, 120],
        [{ value: 5, unit: 'C' }, 360],
      ],
    ],
    [
      'CODEX',
      'COOLING',
      [
        [{ value: 21, unit: 'C' }, 120],
        [{ value: 5, unit: 'C' }, 360],
      ],
    ],
    [
      'UK_FSA',
      'COOLING',
      [
        [null, 90],
        [{ value: 8, unit: 'C' }, 90],
      ],
    ],
    ['US_FDA', 'REHEATING', [[{ value: 165, unit: 'F' }, 120]]],
    ['UK_FSA', 'REHEATING', [[{ value: 75, unit: 'C' }, 120]]],
    ['AU_NZ', 'REHEATING', [[{ value: 60, unit: 'C' }, 120]]],
    ['CODEX', 'REHEATING', [[{ value: 75, unit: 'C' }, 120]]],
  ] as const)('%s %s: %j (target, minutes from the start)', (profile, kind, expected) => {
    expect(processCheckpoints(profile, kind).map((c) => [c.target, c.withinMin])).toEqual(expected);
  });

  it('a failed cooling is reheated to the profile’s reheating temperature', () => {
    expect(reheatingTargetC('US_FDA')).toBeCloseTo(F(165), 9);
    expect(reheatingTargetC('UK_FSA')).toBe(75);
    expect(reheatingTargetC('AU_NZ')).toBe(60);
  });
});

type Row = [
  name: string,
  profile: JurisdictionProfileId,
  kind: ProcessKind,
  startC: number,
  readings: [minutes: number, celsius: number][],
  nowMin: number,
  verdict: 'RUNNING' | 'PASSED' | 'FAILED',
  statuses: ('MET' | 'MISSED' | 'PENDING')[],
];

describe('evaluateProcessLog', () => {
  const rows: Row[] = [
    [
      'US: 70 °F at 1 h 50, 41 °F at 5 h 30',
      'US_FDA',
      'COOLING',
      F(135),
      [
        [110, F(70)],
        [330, F(41)],
      ],
      400,
      'PASSED',
      ['MET', 'MET'],
    ],
    [
      'US: exactly 70 °F at exactly 2 h is in time',
      'US_FDA',
      'COOLING',
      F(135),
      [
        [120, F(70)],
        [360, F(41)],
      ],
      400,
      'PASSED',
      ['MET', 'MET'],
    ],
    [
      'US: 70.2 °F at 2 h misses the first checkpoint',
      'US_FDA',
      'COOLING',
      F(135),
      [
        [120, F(70.2)],
        [200, F(41)],
      ],
      400,
      'FAILED',
      ['MISSED', 'MET'],
    ],
    [
      'US: 70 °F one minute late fails even though 41 °F comes in time',
      'US_FDA',
      'COOLING',
      F(135),
      [
        [121, F(60)],
        [300, F(40)],
      ],
      400,
      'FAILED',
      ['MISSED', 'MET'],
    ],
    ['US: first checkpoint met, second still open at 3 h', 'US_FDA', 'COOLING', F(135), [[100, F(68)]], 180, 'RUNNING', ['MET', 'PENDING']],
    [
      'US: 41 °F not reached by 6 h',
      'US_FDA',
      'COOLING',
      F(135),
      [
        [100, F(68)],
        [355, F(45)],
      ],
      361,
      'FAILED',
      ['MET', 'MISSED'],
    ],
    ['US: no reading at all by 2 h 01', 'US_FDA', 'COOLING', F(135), [], 121, 'FAILED', ['MISSED', 'PENDING']],
    [
      'AU/NZ: 21 °C by 2 h, 5 °C within a further 4 h',
      'AU_NZ',
      'COOLING',
      60,
      [
        [90, 20],
        [350, 5],
      ],
      400,
      'PASSED',
      ['MET', 'MET'],
    ],
    [
      'AU/NZ: 5 °C at 6 h 10 is too late',
      'AU_NZ',
      'COOLING',
      60,
      [
        [90, 20],
        [370, 5],
      ],
      400,
      'FAILED',
      ['MET', 'MISSED'],
    ],
    ['Codex: 21.5 °C at 2 h fails', 'CODEX', 'COOLING', 60, [[119, 21.5]], 130, 'FAILED', ['MISSED', 'PENDING']],
    [
      'UK: cooler than the start and ≤ 8 °C within 90 min',
      'UK_FSA',
      'COOLING',
      63,
      [
        [45, 30],
        [85, 7.5],
      ],
      100,
      'PASSED',
      ['MET', 'MET'],
    ],
    [
      'UK: cooling but 9 °C at 90 min',
      'UK_FSA',
      'COOLING',
      63,
      [
        [45, 30],
        [90, 9],
      ],
      91,
      'FAILED',
      ['MET', 'MISSED'],
    ],
    ['UK: still running at 1 h', 'UK_FSA', 'COOLING', 63, [[30, 50]], 60, 'RUNNING', ['MET', 'PENDING']],
    ['US reheating: 165 °F at 1 h 30', 'US_FDA', 'REHEATING', F(41), [[90, F(165)]], 100, 'PASSED', ['MET']],
    ['US reheating: 164.8 °F by 2 h fails', 'US_FDA', 'REHEATING', F(41), [[110, F(164.8)]], 121, 'FAILED', ['MISSED']],
    ['UK reheating: 75 °C', 'UK_FSA', 'REHEATING', 5, [[60, 75]], 70, 'PASSED', ['MET']],
    ['AU/NZ reheating: 60 °C', 'AU_NZ', 'REHEATING', 5, [[60, 60]], 70, 'PASSED', ['MET']],
    ['a reading before the start does not count', 'CODEX', 'COOLING', 60, [[-5, 4]], 30, 'RUNNING', ['PENDING', 'PENDING']],
  ];

  it.each(rows)('%s', (_name, profile, kind, startC, readings, nowMin, verdict, statuses) => {
    const result = evaluateProcessLog({
      kind,
      profile,
      startedAtMs: START,
      startCelsius: startC,
      readings: readings.map(([minutes, celsius]) => at(minutes, celsius)),
      nowMs: START + nowMin * MIN,
    });
    expect(result.verdict).toBe(verdict);
    expect(result.checkpoints.map((c) => c.status)).toEqual(statuses);
    if (verdict === 'FAILED') expect(result.endedAtMs).toBe(result.checkpoints[result.failedCheckpoint!]!.deadlineMs);
  });

  it('a passed log ends when its last checkpoint was met', () => {
    const result = evaluateProcessLog({
      kind: 'COOLING',
      profile: 'US_FDA',
      startedAtMs: START,
      startCelsius: F(135),
      readings: [at(300, F(40)), at(60, F(69))],
      nowMs: START + 301 * MIN,
    });
    expect(result.endedAtMs).toBe(START + 300 * MIN);
  });
});

describe('checkpointsDueForReminder', () => {
  const evaluate = (nowMin: number, readings: [number, number][] = []) =>
    evaluateProcessLog({
      kind: 'COOLING',
      profile: 'US_FDA',
      startedAtMs: START,
      startCelsius: F(135),
      readings: readings.map(([m, c]) => at(m, c)),
      nowMs: START + nowMin * MIN,
    });
  it.each([
    [100, [], 0],
    [105, [], 1],
    [344, [[60, F(60)]], 1],
    [345, [[60, F(60)]], 2],
  ] as [number, [number, number][], number][])('at %s min with %j: %s due', (nowMin, readings, due) => {
    expect(checkpointsDueForReminder(evaluate(nowMin, readings), START + nowMin * MIN)).toBe(due);
  });
});

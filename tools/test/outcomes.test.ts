import { describe, expect, it } from 'vitest';
import { namedLines, playwrightOutcome, vitestOutcome } from './outcomes.mjs';

describe("npm test's counts", () => {
  it('counts skipped and todo Vitest tests and names them', () => {
    const outcome = vitestOutcome({
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        {
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            { status: 'failed', fullName: 'a fails' },
            { status: 'skipped', fullName: 'MQTT through Mosquitto stores once' },
            { status: 'todo', fullName: 'a later case' },
          ],
        },
      ],
    });
    expect(outcome).toEqual({
      passed: 2,
      failed: 1,
      skipped: 2,
      skippedNames: ['MQTT through Mosquitto stores once', 'a later case'],
      flakyNames: [],
    });
  });

  it('counts a Playwright test that passed on retry as passed, and names it flaky', () => {
    const outcome = playwrightOutcome({
      stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 1 },
      suites: [
        {
          title: 'quests.spec.ts',
          specs: [{ title: 'submits a checklist', tests: [{ status: 'flaky' }] }],
          suites: [{ title: 'offline', specs: [{ title: 'cold start', tests: [{ status: 'skipped' }] }] }],
        },
      ],
    });
    expect(outcome.passed).toBe(4);
    expect(outcome.skipped).toBe(1);
    expect(namedLines([outcome])).toEqual([
      'Flaky (passed on retry): quests.spec.ts › submits a checklist',
      'Skipped: quests.spec.ts › offline › cold start',
    ]);
  });
});

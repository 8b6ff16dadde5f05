// What `npm test` counts from the JSON reports of Vitest and Playwright: passed, failed and skipped
// tests, with the names of the skipped ones and of Playwright's flaky ones (failed, then passed on
// retry), so a retry can never hide a flaky test and a skip is never silent.

const SKIPPED_VITEST = new Set(['pending', 'skipped', 'todo']);

/** Counts of a Vitest JSON report (`--reporter=json`), with the full names of skipped tests. */
export function vitestOutcome(report) {
  const skippedNames = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (SKIPPED_VITEST.has(test.status)) skippedNames.push(test.fullName ?? test.title);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    skippedNames,
    flakyNames: [],
  };
}

function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { name: [...path, spec.title].join(' › '), status: test.status };
    }
    yield* playwrightTests(suite.suites, path);
  }
}

/** Counts of a Playwright JSON report: a flaky test counts as passed, and is named. */
export function playwrightOutcome(report) {
  const flakyNames = [];
  const skippedNames = [];
  for (const test of playwrightTests(report.suites)) {
    if (test.status === 'flaky') flakyNames.push(test.name);
    if (test.status === 'skipped') skippedNames.push(test.name);
  }
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    skippedNames,
    flakyNames,
  };
}

/** The lines printed before the closing `N passed, N failed, N skipped` line: one per flaky and skipped test. */
export function namedLines(outcomes) {
  const flaky = outcomes.flatMap((outcome) => outcome.flakyNames);
  const skipped = outcomes.flatMap((outcome) => outcome.skippedNames);
  return [...flaky.map((name) => `Flaky (passed on retry): ${name}`), ...skipped.map((name) => `Skipped: ${name}`)];
}

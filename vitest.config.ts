import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testFilesUnder, testFilesWithModuleState } from './tools/test/module-state-tests.js';

const timeProofClock = path.resolve(import.meta.dirname, 'tools/test/time-proof-clock.ts');
/** The name suffix of the projects that run date-sensitive tests again at 00:30 UTC in Pacific/Kiritimati. */
const AT_HALF_PAST_MIDNIGHT_UTC_IN_KIRITIMATI = '@ 00:30 UTC, Pacific/Kiritimati';
/** Worker settings of those projects: the far zone is set when the worker starts (Node reads TZ then). */
const timeProof = { setupFiles: [timeProofClock], env: { TZ: 'Pacific/Kiritimati' } };

/** The web's tests (relative to apps/web), and those of them that mock modules or stub globals. */
const WEB_TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'];
const webRoot = path.resolve(import.meta.dirname, 'apps/web');
const webTestsWithModuleState = testFilesWithModuleState(webRoot, ['src', 'build']);
const webTestsWithoutModuleState = testFilesUnder(webRoot, ['src', 'build']).filter((file) => !webTestsWithModuleState.includes(file));
/** The web's date-sensitive tests, run again in the far zone at 00:30 UTC. */
const WEB_TIME_PROOF_TESTS = [
  'src/features/checklists/**/*.test.ts',
  'src/features/temperatures/**/*.test.{ts,tsx}',
  'src/features/training/**/*.test.ts',
];

/** The server's HTTP integration suites: each boots its own server on its own database and ports. */
function serverProject(
  name: string,
  include: string[],
  extra: Partial<typeof timeProof> & { isolate?: boolean } = {},
): TestProjectInlineConfiguration {
  return {
    // Node loads graphql's CommonJS build for Yoga and Pothos; Vite would pick its .mjs for our code,
    // and two graphql instances break `instanceof GraphQLError`. One build for everybody.
    resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
    test: {
      name,
      include,
      ...extra,
      globalSetup: ['apps/server/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  };
}

// One run for every workspace: pure unit tests, the server's HTTP integration suites (each suite boots
// its own server on an ephemeral port against TEST_DATABASE_URL or embedded PGlite), and the web's units;
// then the date-sensitive ones again under a far time zone and a clock at 00:30 UTC (time-proof-clock.ts).
export default defineConfig({
  test: {
    // Suites never share a database, a port or a mailbox, so files run side by side. On the 2-core CI
    // machine 2 workers were the fastest stable choice (docs/decisions/0008-test-run-layout.md); VITEST_MAX_WORKERS
    // overrides it on bigger machines.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      { test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'] } },
      { test: { name: 'tools', include: ['tools/**/*.test.ts'] } },
      // Not isolated: a worker loads the server's module graph once and runs file after file in it, instead
      // of evaluating the whole server again for every file (module loading was half of vitest's time:
      // 12 suites, 237 tests, on a loaded box: imports 102 -> 24 s, wall 137 -> 90 s). It is safe because
      // every suite boots its own server on its own database and ports, and holds no module-level state.
      serverProject('server', ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'], { isolate: false }),
      // The web's tests in jsdom. Setting jsdom up was most of their time (about 1.5 s of CPU a file, 69 files:
      // 120 s of CPU for 321 tests, 20 s in one shared worker), so the files share workers: jsdom and the
      // modules load once per worker and the files run one after the other in them (each cleans up what it
      // renders). The files that mock a module or stub a global would change what the next file sees, so they
      // keep a fresh worker each (tools/test/module-state-tests.ts finds them).
      {
        root: 'apps/web',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: WEB_TESTS,
          exclude: [...configDefaults.exclude, ...webTestsWithModuleState],
          isolate: false,
        },
      },
      {
        root: 'apps/web',
        test: { name: 'web (mocks a module or a global)', environment: 'jsdom', include: webTestsWithModuleState },
      },
      {
        test: {
          name: `domain ${AT_HALF_PAST_MIDNIGHT_UTC_IN_KIRITIMATI}`,
          include: ['packages/*/src/**/*.test.ts'],
          ...timeProof,
        },
      },
      // The same split for the web's date-sensitive files in the far zone (the clock's setup file runs before
      // each file, shared worker or not).
      {
        root: 'apps/web',
        test: {
          name: `web ${AT_HALF_PAST_MIDNIGHT_UTC_IN_KIRITIMATI}`,
          environment: 'jsdom',
          include: WEB_TIME_PROOF_TESTS,
          exclude: [...configDefaults.exclude, ...webTestsWithModuleState],
          isolate: false,
          ...timeProof,
        },
      },
      {
        root: 'apps/web',
        test: {
          name: `web (mocks a module or a global) ${AT_HALF_PAST_MIDNIGHT_UTC_IN_KIRITIMATI}`,
          environment: 'jsdom',
          include: WEB_TIME_PROOF_TESTS,
          exclude: [...configDefaults.exclude, ...webTestsWithoutModuleState],
          ...timeProof,
        },
      },
      // The suites whose answers depend on a location's "today": quest activations and submissions,
      // certificate expiry, exports by day. Not isolated either (import time summed 220 -> 58 s, CPU 59 ->
      // 29 s for the 81 tests): the setup file still runs before each file and sets the clock to 00:30 again.
      serverProject(
        `server ${AT_HALF_PAST_MIDNIGHT_UTC_IN_KIRITIMATI}`,
        [
          'apps/server/src/features/checklists/quests.test.ts',
          'apps/server/src/features/checklists/{answers,submissions,offline-delivery,notes-and-signatures,fixit-assignment}.test.ts',
          'apps/server/src/features/checklists/quest-activations.job.test.ts',
          // A health fix-it's Overdue is the location's today against its due date (decision 0370).
          'apps/server/src/features/asset-health/health-fixit.test.ts',
          'apps/server/src/features/trainings/certifications.test.ts',
          'apps/server/src/features/trainings/expiry-emails.test.ts',
          'apps/server/src/features/export/export.test.ts',
          'apps/server/src/features/cooling/cooling-logs.test.ts',
          'apps/server/src/features/inspection-report/{report,report-summary}.test.ts',
          // Batch life ends at a location's midnight: the food-verdicts job in a process at 00:30 UTC, Kiritimati.
          'apps/server/src/features/alerts/food-verdicts.job.test.ts',
          // The demo's week: its batches turn over at each location's midnight, its incidents are relative to now.
          'apps/server/src/seed/demo-week-verdicts.test.ts',
          // Service hours are weekly windows on the location's clock.
          'apps/server/src/features/alerts/out-of-service.test.ts',
          'apps/server/src/features/reach/checklist-reminders.test.ts',
        ],
        { ...timeProof, isolate: false },
      ),
    ],
  },
});

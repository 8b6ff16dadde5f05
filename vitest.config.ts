import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const timeProofClock = path.resolve(import.meta.dirname, 'tools/test/time-proof-clock.ts');
/** The name suffix of the projects that run date-sensitive tests again at 00:30 UTC in Pacific/Kiritimati. */
const AT_HALF_PAST_MIDNIGHT_UTC_IN_KIRITIMATI = '@ 00:30 UTC, Pacific/Kiritimati';
/** Worker settings of those projects: the far zone is set when the worker starts (Node reads TZ then). */
const timeProof = { setupFiles: [timeProofClock], env: { TZ: 'Pacific/Kiritimati' } };

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
      // every suite boots its own server on its own database and ports, and holds no module-level state;
      // the time-proof projects stay isolated (their setup file replaces the global Date per file).
      serverProject('server', ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'], { isolate: false }),
      'apps/web/vitest.config.ts',
      {
        test: {
          name: `domain ${AT_HALF_PAST_MIDNIGHT_UTC_IN_KIRITIMATI}`,
          include: ['packages/*/src/**/*.test.ts'],
          ...timeProof,
        },
      },
      {
        root: 'apps/web',
        test: {
          name: `web ${AT_HALF_PAST_MIDNIGHT_UTC_IN_KIRITIMATI}`,
          environment: 'jsdom',
          include: [
            'src/features/checklists/**/*.test.ts',
            'src/features/temperatures/**/*.test.{ts,tsx}',
            'src/features/training/**/*.test.ts',
          ],
          ...timeProof,
        },
      },
      // The suites whose answers depend on a location's "today": quest activations and submissions,
      // certificate expiry, exports by day.
      serverProject(
        `server ${AT_HALF_PAST_MIDNIGHT_UTC_IN_KIRITIMATI}`,
        [
          'apps/server/src/features/checklists/quests.test.ts',
          'apps/server/src/features/checklists/{answers,submissions,offline-delivery}.test.ts',
          'apps/server/src/features/checklists/quest-activations.job.test.ts',
          'apps/server/src/features/trainings/certifications.test.ts',
          'apps/server/src/features/trainings/expiry-emails.test.ts',
          'apps/server/src/features/export/export.test.ts',
          'apps/server/src/features/cooling/cooling-logs.test.ts',
          'apps/server/src/features/inspection-report/report.test.ts',
          // Batch life ends at a location's midnight: the food-verdicts job in a process at 00:30 UTC, Kiritimati.
          'apps/server/src/features/alerts/food-verdicts.job.test.ts',
          // Service hours are weekly windows on the location's clock.
          'apps/server/src/features/alerts/out-of-service.test.ts',
          'apps/server/src/features/reach/checklist-reminders.test.ts',
        ],
        timeProof,
      ),
    ],
  },
});

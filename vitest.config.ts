import { defineConfig } from 'vitest/config';

// One run for every workspace: pure unit tests, the server's HTTP integration suites (each suite boots
// its own server on an ephemeral port against TEST_DATABASE_URL or embedded PGlite), and the web's units.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'] } },
      {
        // Node loads graphql's CommonJS build for Yoga and Pothos; Vite would pick its .mjs for our code,
        // and two graphql instances break `instanceof GraphQLError`. One build for everybody.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});

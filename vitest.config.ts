import { defineConfig } from 'vitest/config';

const apiInclude = [
  'apps/api/test/**/*.test.ts',
  'apps/worker/test/integration/**/*.test.ts',
  'packages/db/test/integration/**/*.test.ts',
];
const serial = { testTimeout: 60_000, hookTimeout: 180_000, fileParallelism: false } as const;
const postgresUrl = process.env.TEST_DATABASE_URL;

// One runner, three layers: pure unit tables, API integration on a real database (PGlite always, and the same
// suite once more on PostgreSQL when TEST_DATABASE_URL is set), and the browser.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/*/test/unit/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/test/integration/**'],
          environment: 'node',
        },
      },
      {
        // The embedded database: an empty TEST_DATABASE_URL makes openTestDatabase() choose PGlite.
        test: { name: 'api', include: apiInclude, env: { TEST_DATABASE_URL: '' }, ...serial },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiInclude,
                // Process-level tests of the embedded database have no PostgreSQL variant.
                exclude: ['apps/api/test/server-lifecycle.test.ts', 'apps/api/test/data-dir-permissions.test.ts'],
                env: { TEST_DATABASE_URL: postgresUrl },
                ...serial,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          // A browser test that times out once under CI load gets up to two more tries; a real failure fails all three.
          retry: process.env.CI ? 2 : 0,
          testTimeout: 90_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});

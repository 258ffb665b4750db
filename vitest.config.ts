import { defineConfig } from 'vitest/config';

// One runner, three projects: pure unit tables, API integration on a real database, and the browser.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/*/test/unit/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'apps/worker/test/integration/**/*.test.ts', 'packages/db/test/integration/**/*.test.ts'],
          exclude: ['apps/*/test/unit/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});

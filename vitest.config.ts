import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { mantineThemeStylesheet } from './apps/web/vite/mantine-theme-css.ts';

const apiInclude = [
  'apps/api/test/**/*.test.ts',
  'apps/worker/test/integration/**/*.test.ts',
  'packages/db/test/integration/**/*.test.ts',
];
// apps/api/test/unit belongs to the unit layer: no file runs in two projects.
const apiExclude = ['**/node_modules/**', 'apps/api/test/unit/**'];
// Each API test file has its own database (a PGlite in memory, or its own PostgreSQL schema) and its own data
// folder and ports, so files run side by side. The timeouts allow for a file that starts real server processes
// while others run.
const apiTimeouts = { testTimeout: 120_000, hookTimeout: 180_000 } as const;
const postgresUrl = process.env.TEST_DATABASE_URL;
// Every answer of a declared route is checked against its declaration (apps/api/src/lib/route.ts): drift between
// the server and a contract fails the API tests.
const validateResponses = { BATAS_VALIDATE_RESPONSES: '1' } as const;
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// One runner, four layers: pure unit tables; route and component tests in jsdom against the API in process; API
// integration on a real database (PGlite always, and the same suite once more on PostgreSQL when TEST_DATABASE_URL
// is set); and the browser.
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
        // The web app's routes as the browser runs them, in jsdom, calling a real API (and database) in process.
        plugins: [react(), mantineThemeStylesheet()],
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/support/setup.ts'],
          env: { TEST_DATABASE_URL: '' },
          ...apiTimeouts,
        },
      },
      {
        // The embedded database: an empty TEST_DATABASE_URL makes openTestDatabase() choose PGlite.
        test: {
          name: 'api',
          include: apiInclude,
          exclude: apiExclude,
          env: { TEST_DATABASE_URL: '', ...validateResponses },
          ...apiTimeouts,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiInclude,
                // Process-level tests of the embedded database have no PostgreSQL variant.
                exclude: [
                  ...apiExclude,
                  'apps/api/test/server-lifecycle.test.ts',
                  'apps/api/test/data-dir-permissions.test.ts',
                  // Development's server rendering reads no data of its own: once, on PGlite, proves it.
                  'apps/api/test/web-dev-server.test.ts',
                  // The turn between lookup slices is for the embedded database, whose queries queue on one
                  // connection; PostgreSQL's pool runs a second request's query beside them anyway.
                  'apps/api/test/cited-documents-turns.test.ts',
                ],
                env: { TEST_DATABASE_URL: postgresUrl, ...validateResponses },
                ...apiTimeouts,
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
          // One server and one browser serve the whole browser suite.
          fileParallelism: false,
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});

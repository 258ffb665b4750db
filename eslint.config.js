import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The web app's features are islands: a feature never imports another feature; route files compose them.
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A workspace package is imported through the entry points its package.json `exports` lists (ARCHITECTURE.md,
// "Importing a package"), never by a path into its folders. TypeScript and Vite refuse an unlisted path too; this
// says which entries there are. A `*` in an entry stands for one module of a flat folder (`contracts/*`).
const ENTRY_POINTS = readdirSync(new URL('./packages', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(new URL(`./packages/${entry.name}/package.json`, import.meta.url), 'utf8')))
  .map(({ name, exports }) => {
    const subpaths = Object.keys(exports)
      .filter((key) => key !== '.')
      .map((key) => key.slice(2));
    const allowed = subpaths
      .map((subpath) => subpath.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '[\\w-]+(?:/[\\w-]+)*'))
      .join('|');
    const named = [name, ...subpaths.map((subpath) => `${name}/${subpath.replace('*', '<module>')}`)];
    return {
      regex: allowed ? `^${name}/(?!(?:${allowed})$)` : `^${name}/`,
      message: `Import ${name} through an entry point its package.json exports: ${named.join(', ')}.`,
    };
  });

// Every file gets the entry-point patterns; a block below that restricts more adds its own groups to them.
const restrict = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: [...groups, ...ENTRY_POINTS] }] });
const forbid = (message, ...group) => ({ group, message });

const APPS_ARE_SEPARATE = 'Apps never import each other: share code through packages/shared or packages/db.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'scripts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      // Relative imports only: cross-package edges are checked by the boundary rules below.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...restrict(),
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },

  // Import boundaries. packages/shared is pure: no app, no database.
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: restrict(
      forbid(
        'packages/shared is pure domain logic: it imports no app and no database.',
        '@batas/*',
        '!@batas/shared',
        '!@batas/shared/**',
      ),
      forbid('packages/shared imports no app and no database.', '**/apps/**', '**/packages/db/**'),
    ),
  },
  {
    files: ['packages/db/src/**/*.ts'],
    rules: restrict(
      forbid(
        'packages/db serves the apps; it imports none of them.',
        '@batas/api',
        '@batas/api/**',
        '@batas/web',
        '@batas/web/**',
        '@batas/worker',
        '@batas/worker/**',
      ),
      forbid('packages/db imports no app.', '**/apps/**'),
    ),
  },
  {
    files: ['apps/worker/src/**/*.ts'],
    rules: restrict(
      forbid(
        APPS_ARE_SEPARATE,
        '@batas/api',
        '@batas/api/**',
        '@batas/web',
        '@batas/web/**',
        '**/apps/api/**',
        '**/apps/web/**',
      ),
    ),
  },
  {
    // The one exception: the API process may start the embedded job runner through the worker's public entry.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/bootstrap/background-work.ts'],
    rules: restrict(
      forbid(
        APPS_ARE_SEPARATE,
        '@batas/worker',
        '@batas/worker/**',
        '@batas/web',
        '@batas/web/**',
        '**/apps/worker/**',
        '**/apps/web/**',
      ),
    ),
  },
  {
    files: ['apps/api/src/bootstrap/background-work.ts'],
    rules: restrict(
      forbid('Only the worker package entry, never its internals.', '@batas/worker/**', '**/apps/worker/**'),
    ),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      ...restrict(
        forbid(
          APPS_ARE_SEPARATE,
          '@batas/api',
          '@batas/api/**',
          '@batas/worker',
          '@batas/worker/**',
          '@batas/db',
          '@batas/db/**',
        ),
      ),
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FEATURES.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'Features are islands: a feature never imports another one; compose them in a route file.',
          })),
        },
      ],
    },
  },
);

// `npm run typecheck`: every project with TypeScript 7, the native compiler (`typescript-7`, an alias of the
// typescript package). TypeScript 5.9 stays installed as `typescript` for what needs its JavaScript API, which
// TypeScript 7 does not offer: typescript-eslint and `npm run check:contracts`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PROJECTS = [
  'packages/shared',
  'packages/db',
  'packages/test-support',
  'apps/worker',
  'apps/api',
  'apps/web',
  'scripts',
];
const root = new URL('..', import.meta.url).pathname;
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin', 'tsc');

const failed = PROJECTS.filter((project) => {
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root, stdio: 'inherit' });
  return run.status !== 0;
});
if (failed.length > 0) {
  console.error(`typecheck: errors in ${failed.join(', ')}`);
  process.exit(1);
}

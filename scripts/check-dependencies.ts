/**
 * npm run check:deps — the dependency review CI runs without an advisory service (`npm audit` cannot reach one
 * here): the lockfile's sources, integrity, deprecations, install scripts and duplicate versions, and `npm ls`'s
 * view of the installed tree (scripts/lib/dependency-review.ts says what fails and why).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { reviewLockfile, reviewNpmLs, taggedDependencies, type Lockfile } from './lib/dependency-review.ts';

const root = resolve(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as Lockfile;

let listed: { problems?: string[] };
try {
  listed = JSON.parse(
    execFileSync('npm', ['ls', '--all', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  );
} catch (error) {
  // npm ls exits 1 when it finds problems; its JSON is still on stdout.
  listed = JSON.parse((error as { stdout?: string }).stdout || '{}');
}

const reviews = [reviewLockfile(lock), reviewNpmLs(listed.problems ?? [], taggedDependencies(lock, root))];
const errors = reviews.flatMap((review) => review.errors);
for (const note of reviews.flatMap((review) => review.notes)) console.log(`note: ${note}`);
for (const error of errors) console.error(`✖ ${error}`);
console.log(
  errors.length === 0
    ? `dependencies: ${Object.keys(lock.packages).length - 1} lockfile entries reviewed, nothing to fix`
    : `dependencies: ${errors.length} problem(s)`,
);
process.exit(errors.length === 0 ? 0 : 1);

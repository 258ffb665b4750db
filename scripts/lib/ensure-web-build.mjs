import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
export const webDist = join(root, 'apps/web/dist');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app when there is no build yet or its sources (or the shared package) changed since. */
export function ensureWebBuild({ quiet = false } = {}) {
  const index = join(webDist, 'index.html');
  const sources = Math.max(newestMtime(join(root, 'apps/web')), newestMtime(join(root, 'packages/shared/src')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return false;
  if (!quiet) console.log('Building the web app…');
  // Always the production build: under vitest NODE_ENV is 'test', which Vite would honour, shipping React's
  // development runtime to the browser tests (a third heavier, and not what visitors get).
  execSync('npm run build -w apps/web', {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return true;
}

// `npm test`: unit tables, API integration (PGlite; PostgreSQL too when TEST_DATABASE_URL is set) and the
// browser tests, in one Vitest run; ends with one plain summary line ('N passed, N failed, N skipped').
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reportDir = mkdtempSync(join(tmpdir(), 'batas-test-'));
const report = join(reportDir, 'report.json');
const extra = process.argv.slice(2);
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra],
  { cwd: root, stdio: 'inherit', env: process.env },
);
let summary = 'tests: no report was written';
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = result.numPendingTests + result.numTodoTests;
  summary = `tests: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${skipped} skipped`;
  if (result.numTotalTests === 0) summary += ' (no test ran)';
} catch {
  // Vitest crashed before writing its report; its own output above says why.
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${summary}`);
process.exit(run.status ?? 1);

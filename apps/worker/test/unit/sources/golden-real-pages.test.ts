import { describe } from 'vitest';
import { loadGoldenFiles } from './helpers/golden-case.ts';
import { goldenTests } from './helpers/golden-suite.ts';
import { HAS_SHARED_PAGES, SHARED_PAGES_DIR } from './helpers/paths.ts';

// The real saved pages live in ../shared (outside the repo, never copied in). Without them these tests are
// reported as skipped under a name that says why, instead of silently passing.
const title = HAS_SHARED_PAGES
  ? 'real saved pages parse to their expected JSON (../shared/fixtures/source-pages)'
  : `SKIPPED: ../shared/fixtures/source-pages not found (looked in ${SHARED_PAGES_DIR})`;

describe.skipIf(!HAS_SHARED_PAGES)(title, () => {
  for (const file of loadGoldenFiles('real')) {
    describe(file.page, () => goldenTests('real', file));
  }
});

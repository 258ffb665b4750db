import { describe } from 'vitest';
import { loadGoldenFiles } from './helpers/golden-case.ts';
import { goldenTests } from './helpers/golden-suite.ts';

// Our own mini copies of LawPhil and the E-Library (test/fixtures/sites), one expected JSON per page.
describe('fixture sites parse to their expected JSON (test/fixtures/sites)', () => {
  for (const file of loadGoldenFiles('sites')) {
    describe(file.page, () => goldenTests('sites', file));
  }
});

import { describe } from 'vitest';
import { loadGoldenFiles } from './helpers/golden-case.ts';
import { goldenTests } from './helpers/golden-suite.ts';

describe('real saved pages parse to their expected JSON', () => {
  for (const file of loadGoldenFiles('real')) {
    describe(file.page, () => goldenTests('real', file));
  }
});

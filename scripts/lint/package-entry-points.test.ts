/**
 * The lint rule that keeps imports of a workspace package on the entry points its package.json exports
 * (eslint.config.js, ENTRY_POINTS): run with the repository's own configuration on small sources.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function refusals(file: string, specifiers: readonly string[]): Promise<string[]> {
  const code = specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';\n`).join('');
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the whole configuration (typescript-eslint, the import resolver): seconds on a busy machine.
describe('package entry points', { timeout: 60_000 }, () => {
  it('lets an app import every kind of entry: the root, a folder, a module listed on its own, a flat folder', async () => {
    const entries = [
      '@batas/db',
      '@batas/db/documents',
      '@batas/db/test',
      '@batas/shared/html/document-style-scope',
      '@batas/shared/contracts/auth',
      '@batas/shared/contracts/endpoints/admin',
      '@batas/shared/schemas/accounts',
      '@batas/test-support',
    ];
    expect(await refusals('apps/api/src/entry-points-probe.ts', entries)).toEqual([]);
  });

  it.each([
    ['apps/api/src/entry-points-probe.ts', '@batas/db/documents/insert-document', '@batas/db/documents'],
    ['apps/worker/src/entry-points-probe.ts', '@batas/db/import/sample/repair-text', '@batas/db/import'],
    ['apps/web/src/entry-points-probe.ts', '@batas/shared/constants/scraping', '@batas/shared/constants'],
    ['apps/web/src/entry-points-probe.ts', '@batas/shared/html/sanitize-legal-html', '@batas/shared/html'],
    ['packages/db/src/entry-points-probe.ts', '@batas/shared/dates/index', '@batas/shared/contracts/<module>'],
    ['scripts/entry-points-probe.ts', '@batas/test-support/src/index', '@batas/test-support'],
  ])('refuses a path into a package from %s (%s), naming the entry points', async (file, specifier, named) => {
    const [refusal, ...more] = await refusals(file, [specifier]);
    expect(more).toEqual([]);
    expect(refusal).toContain(named);
  });

  it('leaves relative imports inside a package alone', async () => {
    expect(await refusals('packages/db/src/entry-points-probe.ts', ['./documents/insert-document.ts'])).toEqual([]);
  });
});

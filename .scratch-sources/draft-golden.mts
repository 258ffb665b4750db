// Drafts expected JSON from the current parser output, for review by hand (not part of the repo).
import { mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type GoldenCase, readPageBytes, runCase, type PagesRoot } from '../apps/worker/test/unit/sources/helpers/golden-case.ts';
import { EXPECTED_DIR, SITE_BASE_URLS } from '../apps/worker/test/unit/sources/helpers/paths.ts';

type Spec = Omit<GoldenCase, 'expectedIndex' | 'expectedDocument'>;
const specs: Array<{ root: PagesRoot; page: string; cases: Spec[] }> = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));

function bounds(text: string) {
  return {
    minLength: Math.floor(text.length * 0.97),
    maxLength: Math.ceil(text.length * 1.03),
    startsWith: text.slice(0, 80),
    endsWith: text.slice(-80),
  };
}

for (const spec of specs) {
  const file = join(EXPECTED_DIR, spec.root, `${spec.page}.json`);
  if (existsSync(file) && !process.env.OVERWRITE) { console.log('exists, skipped', file); continue; }
  const bytes = readPageBytes(spec.root, spec.page);
  const cases = spec.cases.map((c) => {
    const result = runCase(bytes, c as GoldenCase);
    if ('htmlContent' in result) {
      const { htmlContent, content, ...fields } = result;
      return { ...c, expectedDocument: { fields, content: bounds(content), htmlContent: { minLength: Math.floor(htmlContent.length * 0.97), maxLength: Math.ceil(htmlContent.length * 1.03) } } };
    }
    return { ...c, expectedIndex: result };
  });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ cases }, null, 2)}\n`);
  console.log('wrote', file);
}
void SITE_BASE_URLS;

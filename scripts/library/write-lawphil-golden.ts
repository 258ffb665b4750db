/**
 * Writes the expected JSON of the LawPhil reader's golden tests from what the reader gives now: one file per
 * fixture in apps/worker/test/fixtures/expected/library/lawphil/. Run it after a deliberate change to the rules,
 * then read the diff: every changed line is a change of behaviour to be justified. Hand-written `contains` and
 * `notContains` assertions on the text are kept.
 *
 *   npx tsx scripts/library/write-lawphil-golden.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLawphilFile } from '../../apps/worker/src/library/lawphil/index.ts';
import {
  LAWPHIL_EXPECTED_DIR,
  LAWPHIL_FIXTURES_DIR,
  type LawphilGolden,
  lawphilFixtures,
} from '../../apps/worker/test/unit/library/lawphil-golden.ts';

mkdirSync(LAWPHIL_EXPECTED_DIR, { recursive: true });
for (const fixture of lawphilFixtures()) {
  const target = join(LAWPHIL_EXPECTED_DIR, `${fixture.file}.json`);
  const previous = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as LawphilGolden) : undefined;
  const result = readLawphilFile(fixture.path, readFileSync(join(LAWPHIL_FIXTURES_DIR, fixture.file)));
  const golden: LawphilGolden = { path: fixture.path, why: fixture.why, result: { ok: false, skipped: '' } };
  if (result.ok) {
    const { content = '', ...document } = result.record.document;
    const text = content ?? '';
    golden.result = { ok: true, record: { ...result.record, document } };
    golden.content = {
      minLength: Math.floor(text.length * 0.98),
      maxLength: Math.ceil(text.length * 1.02),
      startsWith: text.slice(0, 80),
      endsWith: text.slice(-60),
      ...(previous?.content?.contains ? { contains: previous.content.contains } : {}),
      ...(previous?.content?.notContains ? { notContains: previous.content.notContains } : {}),
    };
  } else golden.result = result;
  writeFileSync(target, `${JSON.stringify(golden, null, 2)}\n`);
  console.log(
    `${fixture.file}: ${result.ok ? result.record.document.title.slice(0, 70) : `skipped (${result.skipped})`}`,
  );
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDocument } from '@batas/db/documents';
import { lawphilFileSelected, readLawphilFile } from '../../../src/library/lawphil/index.ts';
import { expectText } from '../sources/helpers/assertions.ts';
import { LAWPHIL_FIXTURES_DIR, lawphilExpectedFiles, lawphilFixtures, lawphilGolden } from './lawphil-golden.ts';

// What no library text may keep: LawPhil's watermarks, its footer, decoding damage.
const NEVER_IN_CONTENT = [
  'wphi',
  'vvphi',
  'шphi',
  'ℒαwρhi',
  'Þhi(',
  'hqwâ£',
  '£ªwph',
  'lawphil.net',
  'The Lawphil Project',
  'Arellano Law Foundation',
  '♦',
  '\ufffd',
  '\r',
  '\u00a0',
];

const fixtures = lawphilFixtures();

describe('LawPhil collection files read to their expected records', () => {
  it('every fixture has its expected JSON and every expected JSON its fixture', () => {
    expect(lawphilExpectedFiles().sort()).toEqual(fixtures.map((fixture) => `${fixture.file}.json`).sort());
  });

  for (const fixture of fixtures) {
    it(`${fixture.file}: ${fixture.why}`, () => {
      const golden = lawphilGolden(fixture.file);
      expect(golden.path).toBe(fixture.path);
      expect(lawphilFileSelected(fixture.path)).toBe(true);
      const result = readLawphilFile(fixture.path, readFileSync(join(LAWPHIL_FIXTURES_DIR, fixture.file)));
      if (!result.ok || !golden.result.ok) {
        expect(result).toEqual(golden.result);
        return;
      }
      const { content, ...document } = result.record.document;
      expect({ ...result.record, document }).toEqual(golden.result.record);
      expectText(content ?? '', golden.content ?? {}, 'content');
      for (const fragment of NEVER_IN_CONTENT)
        expect(content, `content keeps ${JSON.stringify(fragment)}`).not.toContain(fragment);
      // The library's one write path accepts it as it is.
      expect(() => prepareDocument(result.record.document)).not.toThrow();
    });
  }
});

describe('identities across files', () => {
  const read = (file: string) => {
    const fixture = fixtures.find((candidate) => candidate.file === file)!;
    const result = readLawphilFile(fixture.path, readFileSync(join(LAWPHIL_FIXTURES_DIR, fixture.file)));
    if (!result.ok) throw new Error(`${file} was skipped: ${result.skipped}`);
    return result.record;
  };
  const identity = (file: string) => prepareDocument(read(file).document).identity_key;

  it('gives a joint decision filed under both its dockets one identity that answers to both', () => {
    const [first, second] = [
      'decision-1912-same-case-twice-gr-l-6599.csv',
      'decision-1912-same-case-twice-gr-l-7089.csv',
    ].map(read);
    expect(first!.document).toEqual(second!.document);
    expect(identity('decision-1912-same-case-twice-gr-l-6599.csv')).toBe('gr:7089:1912-03-29');
    expect(prepareDocument(first!.document).citation_keys).toEqual(expect.arrayContaining(['gr:7089', 'gr:6599']));
  });

  it('names, in a separate opinion, the decision as the decision’s own record cites it', () => {
    const opinion = read('opinion-1997-francisco-in-gr-123321.csv');
    const decision = read('decision-1997-box-gr-123321.csv');
    expect(opinion.separateOpinion?.decisionCitation).toBe(decision.document.citation);
    expect(identity('opinion-1997-francisco-in-gr-123321.csv')).toBe(identity('decision-1997-box-gr-123321.csv'));
  });
});

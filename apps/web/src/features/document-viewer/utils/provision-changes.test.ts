import { describe, expect, it } from 'vitest';
import type { DocumentRelations, RelatedLaw } from '@batas/shared/contracts/document-relations';
import { provisionChanges, provisionKey } from './provision-changes';

describe('provisionKey', () => {
  it.each([
    ['ARTICLE 26.', 'article 26'],
    ['Art. 26', 'article 26'],
    ['SEC. 12-A', 'section 12-a'],
    ['Section 12A', 'section 12-a'],
    ['Section 14(e)', 'section 14'],
    ['Sec. 5 Definitions', 'section 5'],
    ['CHAPTER II', null],
  ])('%s → %s', (label, key) => {
    expect(provisionKey(label)).toBe(key);
  });
});

const law = (citation: string, date: string, provisions: string[]): RelatedLaw => ({
  slug: citation.replace(/\W+/g, '-'),
  citation,
  title: null,
  heading: null,
  documentType: 'Republic Act',
  date,
  provisions,
  partial: true,
  context: '',
});
const list = (items: RelatedLaw[]) => ({ items, total: items.length });
const none = list([]);

describe('provisionChanges', () => {
  it('marks each provision with the newest law that amended or repealed it', () => {
    const relations: DocumentRelations = {
      amends: none,
      amendedBy: list([
        law('Republic Act No. 9231', '2003-12-19', ['Section 2', 'Section 12']),
        law('Republic Act No. 7658', '1993-11-09', ['Section 12']),
      ]),
      repeals: none,
      repealedBy: list([law('Republic Act No. 11648', '2022-03-04', ['Section 5(b)'])]),
      declaresUnconstitutional: none,
      declaredUnconstitutionalBy: none,
      pagination: { page: 1, limit: 100 },
    };
    const changes = provisionChanges(relations);
    expect(changes.get('section 12')).toMatchObject({ verb: 'Amended by', law: { citation: 'Republic Act No. 9231' } });
    expect(changes.get('section 5')).toMatchObject({
      verb: 'Repealed by',
      law: { citation: 'Republic Act No. 11648' },
    });
    expect(changes.has('section 3')).toBe(false);
  });
});

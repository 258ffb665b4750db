import { describe, expect, it } from 'vitest';
import { CITATION_FORMS, CITATION_KINDS, citationFormOf, type CitationForm } from '../src/citations/index.ts';

describe('citationFormOf', () => {
  it.each<[string, CitationForm]>([
    ['GR', 'gr'],
    ['AM', 'scDocket'],
    ['AC', 'scDocket'],
    ['BM', 'scDocket'],
    ['UDK', 'scDocket'],
    ['CA_GR', 'other'],
    ['CA_CASE', 'other'],
    ['SCRA', 'scra'],
    ['PHIL', 'phil'],
    ['OG', 'og'],
    ['REPUBLIC_ACT', 'statute'],
    ['EXECUTIVE_ORDER', 'statute'],
    ['PROCLAMATION', 'statute'],
    ['SC_ADMIN_CIRCULAR', 'circular'],
    ['OCA_CIRCULAR', 'circular'],
    ['DOC', 'other'],
    ['NO_SUCH_KIND', 'other'],
  ])('%s is %s', (kind, form) => {
    expect(citationFormOf(kind)).toBe(form);
  });

  it('every form is the form of some kind (no figure is always empty)', () => {
    expect(new Set(CITATION_KINDS.map(citationFormOf))).toEqual(new Set(CITATION_FORMS));
  });
});

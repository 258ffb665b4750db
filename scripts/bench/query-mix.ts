import { generateDocument } from './corpus/generate-documents.ts';
import type { Vocabulary } from './corpus/vocabulary.ts';

/**
 * The fixed query mix: what researchers type, in the proportions that matter for latency. Each
 * entry is the querystring of GET /api/documents, plus what the naive baseline gets (the same text
 * and filters, without the citation understanding it never had).
 */
export interface BenchQuery {
  kind: 'common' | 'rare' | 'phrase' | 'operators' | 'citation' | 'case-name' | 'filtered';
  search: string;
  filters?: { documentType?: string; year?: number };
}

export function queryMix(vocabulary: Vocabulary, documents: number): BenchQuery[] {
  // Rare words: from the Zipf tail, at ranks that hit tens to hundreds of documents at 100,000.
  const rare = [3_000, 8_000, 15_000, 25_000, 35_000].map(
    (rank) => vocabulary.words[Math.min(rank, vocabulary.words.length - 1)]!,
  );
  // A generated decision's parties, the way a researcher shortens a caption: surname v. surname.
  const decisionIndex = Math.min(documents - 1, 1234);
  const decision = generateDocument(decisionIndex, vocabulary);
  const surname = (name: string | null | undefined) => (name ?? '').split(' ').pop() ?? '';
  const generatedCase = `${surname(decision.petitioner)} v. ${surname(decision.respondent)}`;
  return [
    { kind: 'common', search: 'court' },
    { kind: 'common', search: 'petitioner respondent decision' },
    { kind: 'common', search: 'illegal dismissal' },
    { kind: 'common', search: 'due process' },
    { kind: 'common', search: 'reasonable doubt' },
    { kind: 'common', search: 'appropriating funds' },
    ...rare.map((word) => ({ kind: 'rare' as const, search: word })),
    { kind: 'phrase', search: '"chain of custody"' },
    { kind: 'phrase', search: '"grave abuse of discretion"' },
    { kind: 'phrase', search: '"national high school"' },
    { kind: 'operators', search: 'dismissal -illegal' },
    { kind: 'operators', search: 'treachery or self-defence' },
    { kind: 'citation', search: 'RA 9165' },
    { kind: 'citation', search: 'B.P. Blg. 22' },
    { kind: 'citation', search: 'Batas Pambansa Bilang 22' },
    { kind: 'citation', search: 'G.R. No. L-63915' },
    { kind: 'citation', search: 'GR 88211' },
    { kind: 'citation', search: 'PD 1529' },
    { kind: 'citation', search: 'EO 209' },
    { kind: 'citation', search: decision.citation!.split(',')[0]! },
    { kind: 'case-name', search: 'Tanada v. Tuvera' },
    { kind: 'case-name', search: 'Marcos v. Manglapus' },
    { kind: 'case-name', search: generatedCase },
    { kind: 'case-name', search: 'Data Privacy Act' },
    { kind: 'filtered', search: 'reasonable doubt', filters: { documentType: 'Supreme Court Decision', year: 2010 } },
    { kind: 'filtered', search: 'appropriations', filters: { documentType: 'Republic Act' } },
    { kind: 'filtered', search: 'negligence', filters: { year: 1995 } },
    { kind: 'filtered', search: 'court', filters: { documentType: 'Presidential Decree' } },
  ];
}

export function queryString({ search, filters }: BenchQuery): string {
  const params = new URLSearchParams({ search });
  if (filters?.documentType) params.set('documentType', filters.documentType);
  if (filters?.year) params.set('year', String(filters.year));
  return params.toString();
}

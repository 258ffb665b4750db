import { hashString } from '../../../packages/db/src/seeds/prng.ts';
import { generateRealTextDocument, realTextDocumentCount } from './real-text-documents.ts';
import { starterPools } from './starter-pools.ts';

/**
 * The timed query mix for the real-text corpus: what researchers type, in the proportions that matter for
 * latency (common and rare words, phrases, operators, citations in several spellings, names of laws and cases,
 * text with filters). Each entry is the querystring of GET /api/documents; the naive baseline gets the same text and
 * filters. Rare words are real words that occur in one document of the starter library (so in about a hundred at
 * 100,000 documents, where its sentences are re-used), chosen by a fixed hash so every run times the same ones.
 */
export interface BenchQuery {
  kind: 'common' | 'rare' | 'phrase' | 'operators' | 'citation' | 'name' | 'filtered';
  search: string;
  filters?: { documentType?: string; year?: number };
}

function rareWords(count: number): string[] {
  const documentsWith = new Map<string, number>();
  for (const document of starterPools().documents) {
    if (!/Decision/.test(document.documentType)) continue;
    for (const word of new Set((document.content ?? '').toLowerCase().match(/\b[a-z]{8,14}\b/g) ?? [])) {
      documentsWith.set(word, (documentsWith.get(word) ?? 0) + 1);
    }
  }
  return [...documentsWith]
    .filter(([, documents]) => documents === 1)
    .map(([word]) => word)
    .sort((a, b) => hashString(a) - hashString(b) || (a < b ? -1 : 1))
    .slice(0, count);
}

/** A generated decision's parties the way a researcher shortens a caption: 'People v. Santos', 'Reyes v. Garcia'. */
function generatedCaseName(documents: number): string {
  for (let index = Math.min(documents - 1, realTextDocumentCount() + 1234); index > 0; index--) {
    const { petitioner, respondent, documentType } = generateRealTextDocument(index);
    if (documentType !== 'Supreme Court Decision' || !petitioner || !respondent) continue;
    const short = (party: string) =>
      party.startsWith('PEOPLE OF')
        ? 'People'
        : party
            .split(/ AND |,/)[0]!
            .trim()
            .split(' ')
            .pop()!;
    return `${short(petitioner)} v. ${short(respondent)}`;
  }
  return 'People v. Cruz';
}

export function searchQueries(documents: number): BenchQuery[] {
  const generated = generateRealTextDocument(Math.min(documents - 1, realTextDocumentCount() + 2000));
  return [
    { kind: 'common', search: 'court' },
    { kind: 'common', search: 'petitioner respondent decision' },
    { kind: 'common', search: 'illegal dismissal' },
    { kind: 'common', search: 'due process' },
    { kind: 'common', search: 'reasonable doubt' },
    { kind: 'common', search: 'just compensation' },
    { kind: 'common', search: 'appropriating funds' },
    { kind: 'common', search: 'national high school' },
    ...rareWords(6).map((word) => ({ kind: 'rare' as const, search: word })),
    { kind: 'phrase', search: '"chain of custody"' },
    { kind: 'phrase', search: '"grave abuse of discretion"' },
    { kind: 'phrase', search: '"national high school"' },
    { kind: 'phrase', search: '"beyond reasonable doubt"' },
    { kind: 'phrase', search: '"writ of preliminary injunction"' },
    { kind: 'operators', search: 'dismissal -illegal' },
    { kind: 'operators', search: 'treachery or evident premeditation' },
    { kind: 'operators', search: 'estafa -check' },
    { kind: 'citation', search: 'RA 9165' },
    { kind: 'citation', search: 'B.P. Blg. 22' },
    { kind: 'citation', search: 'Batas Pambansa Bilang 22' },
    { kind: 'citation', search: 'G.R. No. L-63915' },
    { kind: 'citation', search: 'GR 88211' },
    { kind: 'citation', search: 'PD 1529' },
    { kind: 'citation', search: 'EO 209' },
    { kind: 'citation', search: 'Act No. 3815' },
    { kind: 'citation', search: generated.citation!.split(',')[0]! },
    { kind: 'name', search: 'Tanada v. Tuvera' },
    { kind: 'name', search: 'Marcos v. Manglapus' },
    { kind: 'name', search: 'Manila Prince Hotel v. GSIS' },
    { kind: 'name', search: generatedCaseName(documents) },
    { kind: 'name', search: 'Data Privacy Act of 2012' },
    { kind: 'name', search: 'Comprehensive Dangerous Drugs Act' },
    { kind: 'name', search: 'Labor Code' },
    { kind: 'name', search: 'Bouncing Checks Law' },
    { kind: 'name', search: 'Civil Code' },
    { kind: 'name', search: 'Revised Penal Code' },
    { kind: 'name', search: 'Family Code' },
    { kind: 'name', search: 'Local Government Code of 1991' },
    { kind: 'filtered', search: 'reasonable doubt', filters: { documentType: 'Supreme Court Decision', year: 2010 } },
    { kind: 'filtered', search: 'appropriations', filters: { documentType: 'Republic Act' } },
    { kind: 'filtered', search: 'negligence', filters: { year: 1995 } },
    { kind: 'filtered', search: 'court', filters: { documentType: 'Presidential Decree' } },
    { kind: 'filtered', search: 'Data Privacy Act', filters: { documentType: 'Republic Act' } },
    { kind: 'filtered', search: 'illegal dismissal', filters: { documentType: 'Supreme Court Decision' } },
  ];
}

/** Queries a careless or hostile client sends: each must answer well under a second (a 400 for the long one). */
export function badQueries(): Array<{ label: string; search: string }> {
  const words = 'court petitioner respondent decision law act section people case trial evidence judgment'.split(' ');
  return [
    { label: '501 characters', search: `${'court '.repeat(84)}`.slice(0, 501) },
    {
      label: '500 characters of distinct words',
      search: Array.from({ length: 60 }, (_, i) => `${words[i % 12]}${i}`)
        .join(' ')
        .slice(0, 500),
    },
    { label: 'only stop words', search: 'the of and to in for on with by' },
    { label: 'only punctuation', search: '!!! ??? ... ;;; --- ***' },
    { label: 'unbalanced quote', search: '"chain of custody of the seized' },
    { label: 'long phrase of common words', search: `"${words.join(' ')}"` },
    { label: 'forty ORs', search: Array.from({ length: 40 }, (_, i) => words[i % 12]).join(' OR ') },
    {
      label: 'common words, all excluded',
      search: `court ${words
        .slice(1)
        .map((word) => `-${word}`)
        .join(' ')}`,
    },
  ];
}

export function queryString({ search, filters }: BenchQuery): string {
  const params = new URLSearchParams({ search, limit: '10' });
  if (filters?.documentType) params.set('documentType', filters.documentType);
  if (filters?.year) params.set('year', String(filters.year));
  return params.toString();
}

import type { DocumentInput } from '../../documents/document-input.ts';
import type { SampleBody } from './read-sample-file.ts';
import { cleanDecisionTitle, splitParties } from './clean-decision-title.ts';

/** One line of a sample folder's manifest.jsonl: an upstream file, its layout and checksum. */
export interface ManifestEntry {
  id: string;
  kind: string;
  doc_type?: string;
  citation: string;
  serial: string;
  date: string;
  title: string;
  division?: string;
  ponente?: string;
  volume_page?: string;
  president?: string;
  series_year?: string;
  source_folder: string;
  format: string;
  files: Array<{ path: string; bytes?: number; sha256?: string }>;
}

export const KIND_TO_TYPE: Readonly<Record<string, string>> = {
  decision: 'Supreme Court Decision',
  republic_act: 'Republic Act',
  presidential_decree: 'Presidential Decree',
  executive_order: 'Executive Order',
  batas_pambansa: 'Batas Pambansa',
  commonwealth_act: 'Commonwealth Act',
  act: 'Act',
  constitution: 'Constitution',
};

/** Who published the texts of each folder; a folder not listed is credited to its own file. */
const PUBLISHERS: Readonly<Record<string, string>> = {
  'lawphil-blackflare546': 'LawPhil',
  'lawphil-ansvar': 'LawPhil',
  'elibrary-prudeus': 'Supreme Court E-Library',
  'officialgazette-aobalitaan': 'Official Gazette',
};

function publisherOf(entry: ManifestEntry): string {
  return PUBLISHERS[entry.source_folder] ?? `${entry.source_folder}/${entry.files[0]!.path.split('/').pop()}`;
}

export function parseManifestEntry(value: unknown): ManifestEntry {
  const entry = value as Partial<ManifestEntry> | null;
  if (!entry || typeof entry !== 'object') throw new Error('not a JSON object');
  for (const field of ['id', 'kind', 'citation', 'date', 'title', 'source_folder'] as const) {
    if (typeof entry[field] !== 'string' || entry[field] === '') throw new Error(`manifest entry has no ${field}`);
  }
  if (!KIND_TO_TYPE[entry.kind!]) throw new Error(`unknown kind ${JSON.stringify(entry.kind)}`);
  if (!Array.isArray(entry.files) || entry.files.length === 0) throw new Error('manifest entry lists no files');
  return entry as ManifestEntry;
}

/**
 * Manifest metadata + file text → a library document. The manifest's title, citation, date,
 * ponente and division are kept as they are (they were checked against the texts); a decision's
 * Philippine Reports page (volume_page) becomes a report citation, so that '333 Phil. 535' finds it
 * through the citation keys, exactly as the E-Library scraper records it.
 */
export function documentFromManifest(entry: ManifestEntry, body: SampleBody): DocumentInput {
  const documentType = KIND_TO_TYPE[entry.kind]!;
  const decision = entry.kind === 'decision';
  const docket = decision && entry.doc_type ? `${entry.doc_type} No. ${entry.serial}` : null;
  const title = decision ? cleanDecisionTitle(entry.title) : entry.title;
  const parties = decision ? splitParties(title) : null;
  return {
    title,
    documentType,
    court: decision ? 'Supreme Court' : null,
    citation: entry.citation,
    reportCitations: entry.volume_page ? [entry.volume_page] : [],
    grNumber: entry.doc_type === 'G.R.' ? docket : null,
    caseNumber: decision && entry.doc_type !== 'G.R.' ? docket : null,
    dateDecided: decision ? entry.date : null,
    dateEnacted: decision ? null : entry.date,
    ponente: entry.ponente ?? null,
    division: entry.division ?? null,
    petitioner: parties?.petitioner ?? null,
    respondent: parties?.respondent ?? null,
    content: body.content,
    sourceUrl: body.sourceUrl ?? null,
    source: `sample:${entry.source_folder}`,
    sourceName: publisherOf(entry),
  };
}

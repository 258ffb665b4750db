import type { DocumentInput } from '../documents/document-input.ts';
import { generateCourtRules } from './generate-court-rules.ts';
import {
  generateMartialLawIssuances,
  generateNarIssuances,
  generatePresidentialIssuances,
  generateTreaties,
} from './generate-issuances.ts';
import type { Random } from './prng.ts';

/**
 * Sample documents for the types the real starter library lacks (it holds decisions, statutes of seven kinds
 * and the constitutions), so that every category of the library has something to show. Each is marked as sample
 * text (source 'demo'), which the viewer says on screen. Each part has its own forked generator, so adding
 * documents of one type never changes the others.
 */
export function generateSampleDocuments(random: Random): DocumentInput[] {
  const documents = [
    ...generateCourtRules(random.fork('rules')),
    ...generateMartialLawIssuances(random.fork('go'), 'General Order', 5),
    ...generateMartialLawIssuances(random.fork('loi'), 'Letter of Instruction', 8),
    ...generateMartialLawIssuances(random.fork('loimp'), 'Letter of Implementation', 5),
    ...generatePresidentialIssuances(random.fork('ao'), 'Administrative Order', 8),
    ...generatePresidentialIssuances(random.fork('mc'), 'Memorandum Circular', 8),
    ...generatePresidentialIssuances(random.fork('mo'), 'Memorandum Order', 8),
    ...generatePresidentialIssuances(random.fork('proc'), 'Presidential Proclamation', 12),
    ...generateNarIssuances(random.fork('nar'), 8),
    ...generateTreaties(random.fork('treaties'), 8),
  ];
  return documents.map((document) => ({ ...document, sourceName: SAMPLE_SOURCE_NAME }));
}

/** What the viewer names as the source of a generated document (the same name migration 0011 gave older ones). */
export const SAMPLE_SOURCE_NAME = 'Sample text';

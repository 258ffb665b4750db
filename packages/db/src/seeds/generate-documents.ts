import type { DocumentInput } from '../documents/document-input.ts';
import { generateDecisions } from './generate-decisions.ts';
import {
  generateMartialLawIssuances,
  generateNarIssuances,
  generatePresidentialIssuances,
  generateTreaties,
} from './generate-issuances.ts';
import { generateConstitutions, generateCourtRules, generateStatutes } from './generate-statutes.ts';
import type { Random } from './prng.ts';

/**
 * The demo library: every type of the category map, in proportions that resemble what users
 * browse (decisions and Republic Acts first). Each part has its own forked generator, so adding
 * documents of one type never changes the others.
 */
export function generateDemoDocuments(random: Random): DocumentInput[] {
  return [
    ...generateDecisions(random.fork('decisions'), 130),
    ...generateStatutes(random.fork('ra'), 'Republic Act', 45),
    ...generateStatutes(random.fork('pd'), 'Presidential Decree', 18),
    ...generateStatutes(random.fork('act'), 'Act', 12),
    ...generateStatutes(random.fork('ca'), 'Commonwealth Act', 10),
    ...generateStatutes(random.fork('bp'), 'Batas Pambansa', 10),
    ...generateConstitutions(random.fork('constitutions')),
    ...generateCourtRules(random.fork('rules')),
    ...generateMartialLawIssuances(random.fork('go'), 'General Order', 5),
    ...generateMartialLawIssuances(random.fork('loi'), 'Letter of Instruction', 8),
    ...generateMartialLawIssuances(random.fork('loimp'), 'Letter of Implementation', 5),
    ...generatePresidentialIssuances(random.fork('eo'), 'Executive Order', 20),
    ...generatePresidentialIssuances(random.fork('ao'), 'Administrative Order', 8),
    ...generatePresidentialIssuances(random.fork('mc'), 'Memorandum Circular', 8),
    ...generatePresidentialIssuances(random.fork('mo'), 'Memorandum Order', 8),
    ...generatePresidentialIssuances(random.fork('proc'), 'Presidential Proclamation', 12),
    ...generateNarIssuances(random.fork('nar'), 8),
    ...generateTreaties(random.fork('treaties'), 8),
  ];
}

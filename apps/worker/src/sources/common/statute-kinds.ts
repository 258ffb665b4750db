import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { firstDateSpan } from './date-spans.ts';
import { squash, trimPunctuation } from './text.ts';

/**
 * Statute and issuance kinds as pages print their number lines ('REPUBLIC ACT No. 9995', '[ Act No. 3815,
 * December 08, 1930 ]', 'BATAS PAMBANSA BLG. 22') and <title>s ('R.A. No. 9995'), with the citation form the
 * viewer's lookup table uses. Longer labels come first so 'REPUBLIC ACT'
 * wins over 'ACT'.
 */
export interface StatuteKind {
  category: ScrapingCategorySlug;
  label: RegExp;
  citationPrefix: string;
}

export const STATUTE_KINDS: readonly StatuteKind[] = [
  { category: 'republic-acts', label: /REPUBLIC\s+ACTS?|R\.\s*A\./i, citationPrefix: 'Republic Act No.' },
  { category: 'commonwealth-act', label: /COMMONWEALTH\s+ACTS?|C\.\s*A\./i, citationPrefix: 'Commonwealth Act No.' },
  { category: 'batas-pambansa', label: /BATAS\s+PAMBANSA|B\.\s*P\./i, citationPrefix: 'Batas Pambansa Blg.' },
  {
    category: 'presidential-decree',
    label: /PRESIDENTIAL\s+DECREES?|P\.\s*D\./i,
    citationPrefix: 'Presidential Decree No.',
  },
  { category: 'executive-orders', label: /EXECUTIVE\s+ORDERS?|E\.\s*O\./i, citationPrefix: 'Executive Order No.' },
  {
    category: 'administrative-orders',
    label: /ADMINISTRATIVE\s+ORDERS?|A\.\s*O\./i,
    citationPrefix: 'Administrative Order No.',
  },
  { category: 'memorandum-orders', label: /MEMORANDUM\s+ORDERS?|M\.\s*O\./i, citationPrefix: 'Memorandum Order No.' },
  {
    category: 'memorandum-circulars',
    label: /MEMORANDUM\s+CIRCULARS?|M\.\s*C\./i,
    citationPrefix: 'Memorandum Circular No.',
  },
  { category: 'general-order', label: /GENERAL\s+ORDERS?|G\.\s*O\./i, citationPrefix: 'General Order No.' },
  { category: 'presidential-proclamations', label: /PROCLAMATIONS?|PROC\./i, citationPrefix: 'Proclamation No.' },
  {
    category: 'letter-of-instruction',
    label: /LETTERS?\s+OF\s+INSTRUCTIONS?|L\.\s*O\.\s*I\./i,
    citationPrefix: 'Letter of Instruction No.',
  },
  {
    category: 'letter-of-implementation',
    label: /LETTERS?\s+OF\s+IMPLEMENTATION/i,
    citationPrefix: 'Letter of Implementation No.',
  },
  { category: 'acts', label: /ACTS?/i, citationPrefix: 'Act No.' },
];

export interface StatuteLine {
  kind: StatuteKind;
  /** '9995', '1-A', '3815' */
  number: string;
  /** 'Republic Act No. 9995' */
  citation: string;
  date: string | null;
}

// Number words between the label and the number: 'No.', 'Nos.', 'Blg.', 'Bilang', or nothing.
const NUMBER_AFTER_LABEL = /^\s*(?:No\.?|Nos\.?|Number|Blg\.?|Bilang)?\s*(\d[\dA-Za-z]*(?:-[A-Za-z\d]+)?)/i;

/** Reads a number line such as 'REPUBLIC ACT NO. 8792 June 14, 2000'; undefined when it is not one. */
export function parseStatuteLine(text: string, only?: ScrapingCategorySlug): StatuteLine | undefined {
  const line = squash(text).replace(/^\[\s*/, '');
  for (const kind of STATUTE_KINDS) {
    if (only && kind.category !== only) continue;
    const label = new RegExp(`^(?:${kind.label.source})`, 'i').exec(line);
    if (!label) continue;
    const number = NUMBER_AFTER_LABEL.exec(line.slice(label[0].length));
    if (!number?.[1]) continue;
    const value = trimPunctuation(number[1]);
    const date = firstDateSpan(line.slice(label[0].length + number[0].length));
    return { kind, number: value, citation: `${kind.citationPrefix} ${value}`, date: date?.iso ?? null };
  }
  return undefined;
}

export function statuteKindOf(category: ScrapingCategorySlug): StatuteKind | undefined {
  return STATUTE_KINDS.find((kind) => kind.category === category);
}

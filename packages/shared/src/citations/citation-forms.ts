import { KINDS } from './data/kinds.ts';
import type { CitationKind } from './types.ts';

/**
 * The forms a lawyer counts citations by, for the library's health figures: the Supreme Court's G.R. dockets, its
 * other dockets, the three report series, statutes and issuances, court circulars, and the rest (Court of Appeals
 * dockets, generic numbers), which the library is not meant to hold.
 */
export const CITATION_FORMS = ['gr', 'scDocket', 'scra', 'phil', 'og', 'statute', 'circular', 'other'] as const;
export type CitationForm = (typeof CITATION_FORMS)[number];

export const CITATION_FORM_LABELS: Readonly<Record<CitationForm, string>> = {
  gr: 'G.R.',
  scDocket: 'Other Supreme Court dockets (A.M., A.C., B.M., UDK …)',
  scra: 'SCRA',
  phil: 'Phil. Reports',
  og: 'Official Gazette',
  statute: 'Statutes and issuances',
  circular: 'Court circulars',
  other: 'Court of Appeals and other',
};

/** The form of a stored citation's kind; a kind the platform no longer knows is 'other'. */
export function citationFormOf(kind: string): CitationForm {
  const info = KINDS[kind as CitationKind];
  if (!info) return 'other';
  if (kind === 'GR') return 'gr';
  if (kind === 'SCRA') return 'scra';
  if (kind === 'PHIL') return 'phil';
  if (kind === 'OG') return 'og';
  if (info.family === 'docket') return info.court === 'SC' ? 'scDocket' : 'other';
  if (info.family === 'statute' || info.family === 'circular') return info.family;
  return 'other';
}

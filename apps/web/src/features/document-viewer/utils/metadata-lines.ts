import { formatLongUsDate } from '@batas/shared/dates';
import type { ViewerDocument } from '../api/resolve-document';

/** The metadata lines of the viewer, in a fixed order; empty values are left out. */
export function metadataLines(doc: ViewerDocument): Array<{ label: string; value: string }> {
  const lines: Array<[string, string | null | undefined]> = [
    ['Docket Number', doc.grNumber || doc.caseNumber],
    ['Citation', doc.citation],
    ['Date', formatLongUsDate(doc.dateDecided ?? doc.dateEnacted)],
    ['Ponente', doc.ponente],
    ['Court', doc.court || doc.courtLevel],
    ['Type', doc.documentType],
  ];
  return lines
    .filter((line): line is [string, string] => Boolean(line[1]?.trim()))
    .map(([label, value]) => ({ label, value }));
}

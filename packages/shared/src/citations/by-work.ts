import { KINDS } from './data/kinds.ts';
import { formatCitation, formatCitationFull } from './format-citation.ts';
import type { ExtractedCitation } from './types.ts';

/**
 * One citation per cited work. The numbers of one docket are one case ('G.R. Nos. 210001 & 210002' is one
 * consolidated decision), but several statutes are several laws: 'Republic Act Nos. 386 & 7160' cites two, and
 * each gets its own span, so a link can lead to each. The first keeps the label ('Republic Act Nos. 386'); the
 * others span their number as written ('7160').
 */
export function citationsByWork(citations: readonly ExtractedCitation[]): ExtractedCitation[] {
  return citations.flatMap((citation) => {
    if (KINDS[citation.kind].family === 'docket' || citation.serials.length < 2) return [citation];
    let cursor = 0;
    return citation.serials.map((serial, index) => {
      const at = citation.text.toUpperCase().indexOf(serial, cursor);
      const found = at >= 0;
      const start = index === 0 ? 0 : found ? at : cursor;
      const end = found ? at + serial.length : citation.text.length;
      cursor = end;
      const single = { ...citation, serials: [serial], primarySerial: serial };
      return {
        ...single,
        canonical: formatCitation(single),
        canonicalFull: formatCitationFull(single),
        text: citation.text.slice(start, end),
        start: citation.start + start,
        end: citation.start + end,
      };
    });
  });
}

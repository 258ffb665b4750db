import { SOURCE_FOOTER_LINES } from '../html/html-to-plain-text.ts';

/**
 * The lines of a legal text that the viewer sets apart (plain text is formatted):
 * the division, the DECISION/RESOLUTION/ORDER header, the ponente line and a docket or statute number line.
 * Each kind becomes a CSS class of the viewer; sources spell them with odd spacing ('D E C I S I O N').
 */
export type LineKind = 'division' | 'heading' | 'ponente' | 'docket';

const DIVISION = /^(EN BANC|(SPECIAL )?(FIRST|SECOND|THIRD)( SPECIAL)? DIVISION|SPECIAL DIVISION)$/i;
const HEADING = /^(DECISION|RESOLUTION|ORDER|SEPARATE OPINION|(CONCURRING|DISSENTING) OPINION)$/i;
// 'ESCOLIN, J.:', 'FERNANDO, C.J.:', 'PONENTE: LEONEN'. Upper-case names only, so prose never matches.
const PONENTE = /^(PONENTE\s*:\s*\S.{0,80}|[A-ZÑÁÉÍÓÚ][A-ZÑÁÉÍÓÚ .,'-]{1,60},\s*(C\.\s*)?J\.?\s*:?)$/;
const DOCKET = new RegExp(
  String.raw`^[\[(]?\s*(G\.\s*R\.|A\.\s*M\.|A\.\s*C\.|B\.\s*M\.|(UDK|REPUBLIC ACT|PRESIDENTIAL DECREE|EXECUTIVE ORDER|` +
    String.raw`BATAS PAMBANSA|COMMONWEALTH ACT|ACT NO|PROCLAMATION NO|ADMINISTRATIVE ORDER|MEMORANDUM (CIRCULAR|ORDER)|` +
    String.raw`LETTER OF INSTRUCTIONS?|GENERAL ORDER)\b)`,
  'i',
);

/** 'D E C I S I O N' → 'DECISION': letter-spaced headers are common in the sources. */
function unspace(line: string): string {
  return /^([A-Z] ){3,}[A-Z]$/.test(line) ? line.replace(/ /g, '') : line;
}

export function classifyLine(text: string): LineKind | null {
  const line = unspace(text.replace(/\s+/g, ' ').trim());
  if (!line || line.length > 160) return null;
  if (DIVISION.test(line)) return 'division';
  if (HEADING.test(line)) return 'heading';
  if (PONENTE.test(line)) return 'ponente';
  if (DOCKET.test(line) && /\d/.test(line)) return 'docket';
  return null;
}

export function isSourceFooter(text: string): boolean {
  const line = text.replace(/\s+/g, ' ').trim();
  return line !== '' && SOURCE_FOOTER_LINES.some((pattern) => pattern.test(line));
}

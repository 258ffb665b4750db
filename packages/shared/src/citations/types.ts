/**
 * Every kind of citation the platform understands. Supreme Court dockets first, then Court of Appeals dockets
 * (recognised so they are never taken for Supreme Court ones), statutes and issuances, court circulars, and the
 * three report series. 'DOC' is the generic numbered document.
 */
export type CitationKind =
  | 'GR'
  | 'AM'
  | 'AC'
  | 'BM'
  | 'UDK'
  | 'JIB'
  | 'PET'
  | 'OCA_IPI'
  | 'CA_GR'
  | 'CA_CASE'
  | 'REPUBLIC_ACT'
  | 'PRESIDENTIAL_DECREE'
  | 'EXECUTIVE_ORDER'
  | 'BATAS_PAMBANSA'
  | 'COMMONWEALTH_ACT'
  | 'ACT'
  | 'LETTER_OF_INSTRUCTION'
  | 'LETTER_OF_IMPLEMENTATION'
  | 'ADMINISTRATIVE_ORDER'
  | 'MEMORANDUM_CIRCULAR'
  | 'MEMORANDUM_ORDER'
  | 'PROCLAMATION'
  | 'GENERAL_ORDER'
  | 'VETO_MESSAGE'
  | 'SC_CIRCULAR'
  | 'SC_ADMIN_CIRCULAR'
  | 'OCA_CIRCULAR'
  | 'PHIL'
  | 'SCRA'
  | 'OG'
  | 'DOC';

export type CitationFamily = 'docket' | 'statute' | 'circular' | 'report' | 'generic';

export interface ParsedCitation {
  kind: CitationKind;
  /** Every number, normalised (upper-case ASCII, '-' joins, no 'No.'), in source order; empty for reports. */
  serials: string[];
  /** serials[0], or null for reports. */
  primarySerial: string | null;
  /** ISO date printed with the citation; null when absent, impossible or outside 1900-2299. */
  date: string | null;
  /** 'G.R. No. L-63915', 'Republic Act Nos. 386 & 7160', '136 SCRA 27'. */
  canonical: string;
  /** canonical + ', April 24, 1985' when there is a date. */
  canonicalFull: string;
  /** Report citations found with it ('136 SCRA 27'), canonical text, pin cites dropped. */
  reports: string[];
  /** Earlier dockets of the same case ('(Formerly UDK-15574)' → 'UDK 15574'); never counted as serials. */
  formerly: string[];
  /** False for Court of Appeals dockets: recognised, but never a Supreme Court decision record. */
  supremeCourt: boolean;
  /** Set when the docket names a Supreme Court rule (route to rules, not decisions): the rule's title. */
  rule?: string;
  /** Set when the citation alone cannot name one document (e.g. 'EO 1' without a date): why. */
  ambiguous?: string;
  /** Court of Appeals case series ('SP', 'CV', 'CR-HC') that is part of a CA-G.R. docket's identity. */
  series?: string;
  /** Series year of an issuance ('Executive Order No. 228, s. 1939'): EO numbers restart with each President. */
  year?: number;
  /** The series name as printed, for a kind printed two ways ('General Orders' of the American era). */
  label?: string;
  /** Report citations: volume and page, plus the Official Gazette issue number or supplement marker. */
  volume?: number;
  page?: number;
  /** Part letters: '148-A Phil. 448' has volumePart 'A'; '100 SCRA 10-A' has pagePart 'A'. */
  volumePart?: string;
  pagePart?: string;
  issue?: string;
  supplement?: boolean;
}

export type ParseCitationResult = { ok: true; citation: ParsedCitation } | { ok: false; reason: string };

/** A citation found in a longer text, with its span in that text (UTF-16 offsets, end exclusive). */
export type ExtractedCitation = ParsedCitation & { text: string; start: number; end: number };

/** The document fields that citation identity is built from (a library row or a form). */
export interface CitationSource {
  citation?: string | null;
  grNumber?: string | null;
  documentType?: string | null;
  dateDecided?: string | null;
  dateEnacted?: string | null;
  title?: string | null;
}

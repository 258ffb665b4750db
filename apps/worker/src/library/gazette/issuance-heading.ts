/**
 * What a Gazette page heading says: 'Executive Order No. 292, s. 1987', 'Proclamation No.164, s. 1993',
 * 'Administration Order No. 70, s. 1963', 'Executive Order No. 292 [BOOK IV/Title XI/Chapter 2-Department Proper]',
 * 'Executive Order No. 376, s. 2004 – Annex A'. The series year is not read here: the date gives it.
 */
export interface IssuanceHeading {
  /** Library type named by the heading's label; null when the label names none ('Memorandum No. 107'). */
  documentType: string | null;
  /** '292', '68-A', '5-W'; null when the heading has no number ('Unnumbered Executive Order'). */
  number: string | null;
  /** Where a page of a code printed in parts sits: 'BOOK IV/Title XI/Chapter 2-Department Proper'. */
  part: string | null;
  /** 'Annex A' for an annex printed on its own page. */
  annex: string | null;
  /** Rules implementing a law or order (an IRR), whatever folder it sits in. */
  implementing: boolean;
  /** The heading marks a translation ('[Filipino translation] …', 'Batas Republika Blg. …'). */
  translation: boolean;
}

const LABELS: ReadonlyArray<readonly [RegExp, string | null]> = [
  [/^Republic(?:\s+Act)?\.?(?=\s*No)/i, 'Republic Act'],
  [/^Republic\s+Act\b\.?/i, 'Republic Act'],
  [/^Batas\s+Republika\b/i, 'Republic Act'],
  [/^Presidential\s+Decree\b/i, 'Presidential Decree'],
  [/^(?:Unnumbered\s+)?Executive\s+Order\b/i, 'Executive Order'],
  [/^Admini?s?tra\w*\s+Order\b/i, 'Administrative Order'],
  [/^(?:A\s+)?Pro\w{0,3}lamation(?:\s+Order)?\b|^Proklamasyon\b|^Proc\.(?=\s*No)/i, 'Presidential Proclamation'],
  [/^Memorandum\s+Circular\b/i, 'Memorandum Circular'],
  [/^Memorandum\s+Order\b/i, 'Memorandum Order'],
  [/^Letters?\s+of\s+Instructions?\b/i, 'Letter of Instruction'],
  [/^Letters?\s+of\s+Implementation\b/i, 'Letter of Implementation'],
  [/^General\s+Orders?\b/i, 'General Order'],
  // 'Joint Memorandum Circular No. 1' (several agencies' series) and a bare 'Memorandum No. 107': no series of the
  // President's that the number belongs to.
  [/^Joint\s+Memorandum\s+Circular\b|^Memorandum\b/i, null],
];

const NUMBER = /^\s*(?:Nos?|NO|Blg|Bilang)?\s*[.,]?\s*(\d{1,5})(?:\s*[-–—]\s*([A-Za-z]|\d{1,3})(?![A-Za-z\d]))?/;
const IMPLEMENTING =
  /\b(?:Implementing\s+(?:Rules|Guidelines)|Rules\s+and\s+Regulations\s+(?:Implementing|to\s+Implement)|Regulasyong\s+Pampatupad)\b|^IRR\b/i;
const PART = /\[((?:BOOK|Title|Chapter|Part|Introductory|Final)[^\]]*)\]?\s*$/i;
const ANNEX = /[–—-]\s*(Annex\s+[A-Z0-9]{1,3})\s*$/i;
const TRANSLATION = /^\[\s*Filipino\s+translation\s*\]\s*|^Batas\s+Republika\b/i;

export function readIssuanceHeading(heading: string): IssuanceHeading {
  const translation = TRANSLATION.test(heading);
  const text = heading.replace(/^\[\s*Filipino\s+translation\s*\]\s*/i, '').trim();
  const implementing = IMPLEMENTING.test(text);
  let documentType: string | null = null;
  let number: string | null = null;
  for (const [label, type] of LABELS) {
    const found = label.exec(text);
    if (!found) continue;
    documentType = type;
    const read = NUMBER.exec(text.slice(found[0].length));
    // 'No. 07' is No. 7, as citations and the library's keys write it.
    const digits = read ? String(Number(read[1])) : null;
    if (read && !/^Unnumbered/i.test(text)) number = read[2] ? `${digits}-${read[2].toUpperCase()}` : digits;
    break;
  }
  return {
    documentType,
    number,
    part: number ? (PART.exec(text)?.[1]?.trim() ?? null) : null,
    annex: ANNEX.exec(text)?.[1]?.replace(/\s+/g, ' ') ?? null,
    implementing,
    translation,
  };
}

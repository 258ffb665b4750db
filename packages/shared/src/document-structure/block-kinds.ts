/**
 * What one block (paragraph) of a legal text is, read from its words alone: a division of a law (Book, Part, Title,
 * Chapter, a roman-numbered Article, a captioned Section), a provision (Article 19., Section 3.), a decision's
 * sub-heading ('The Facts', 'Ruling of the Court') or its dispositive paragraph ('WHEREFORE, …'). Checked against
 * the starter library's real texts (test/unit/document-body-structure.test.ts).
 */
import { CARDINALS } from '../dates/spelled-numbers.ts';

/** Divisions of a law, from the widest; the rank decides nesting, so heading levels follow the text. */
export const DIVISION_RANK = { book: 1, part: 2, title: 3, chapter: 4, article: 5, section: 6, subsection: 7 } as const;
export type DivisionKind = keyof typeof DIVISION_RANK;

export interface Division {
  kind: DivisionKind;
  /** Arabic or a letter, lower case ('4', 'a'); '' for 'PRELIMINARY TITLE'. */
  number: string;
  /** The marker as written ('CHAPTER 1', 'ARTICLE III'). */
  marker: string;
  /** Text after the marker on the same line ('NATIONAL TERRITORY'), or ''. */
  caption: string;
}

export interface Provision {
  kind: 'art' | 'sec';
  number: string;
  /** The label as written at the start of the block ('ARTICLE 19.', 'SEC. 2.'). */
  label: string;
}

// A dash of any kind between a marker and its caption: 'ARTICLE I – NATIONAL TERRITORY', 'CHAPTER VII ‑ Remedies'.
const SEPARATOR = String.raw`(?:\s*[.:]?\s*[-–—‑]\s*|\.\s+|\s+)`;
// The Revised Penal Code numbers its divisions in words: 'TITLE ONE', 'CHAPTER TWENTY-ONE', 'SECTION ONE.-…'.
const CARDINAL_WORDS = Object.keys(CARDINALS).filter((word) => CARDINALS[word]! > 0);
const WORD_NUMBER = String.raw`(?:${CARDINAL_WORDS.join('|')})(?:[-\s](?:${CARDINAL_WORDS.join('|')}))?`;
const DIVISION = new RegExp(
  String.raw`^(BOOK|PART|TITLE|CHAPTER|SUBSECTION|SECTION|ARTICLE)[\s\u00a0]+(${WORD_NUMBER}|[IVXLC]+|\d+|[A-Z])\b(?:${SEPARATOR}(.*))?$`,
  'i',
);
const PRELIMINARY_TITLE = /^PRELIMINARY TITLE$/i;
// 'ARTICLE 19. …', 'Art. 5.', 'SECTION 1. …', 'SEC 23. …', 'Sec. 2 …'; also the bare 'Section 4' of the 1987 text.
const PROVISION = /^(ARTICLE|ART\.|SECTION|SEC\.?)\s*(\d+[A-Z]?)\b(\.|\s*$|\s)/i;

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
const WORD_NUMBER_ONLY = new RegExp(`^${WORD_NUMBER}$`, 'i');

/** 'TWENTY-ONE' → '21'. */
function wordsToNumber(value: string): string {
  const words = value.toLowerCase().split(/[-\s]+/);
  return String(words.reduce((sum, word) => sum + CARDINALS[word]!, 0));
}

/** 'XIV' → 14; anything else unchanged. */
export function romanToNumber(value: string): string {
  if (!/^[IVXLC]+$/i.test(value)) return value.toLowerCase();
  const digits = [...value.toUpperCase()].map((letter) => ROMAN[letter]!);
  const total = digits.reduce((sum, digit, index) => sum + (digit < (digits[index + 1] ?? 0) ? -digit : digit), 0);
  return String(total);
}

const isQuoted = (text: string) => /^["“'‘]/.test(text);

/**
 * A division marker at the start of a one-line block. An Article with an arabic number is a provision, not a
 * division (the Civil Code's 'ARTICLE 19.'); a Section is a division only as a bare marker whose caption follows
 * ('SECTION 1' then 'General Provisions'), which the caller decides with the next block.
 */
export function readDivision(text: string): Division | null {
  if (text.length > 200 || text.includes('\n') || isQuoted(text)) return null;
  if (PRELIMINARY_TITLE.test(text)) return { kind: 'title', number: '', marker: text, caption: '' };
  const match = DIVISION.exec(text);
  if (!match) return null;
  const kind = match[1]!.toLowerCase() as DivisionKind;
  const raw = match[2]!;
  const caption = (match[3] ?? '').trim().replace(/[;.]$/, '');
  const roman = /^[IVXLC]+$/i.test(raw);
  const words = WORD_NUMBER_ONLY.test(raw);
  if (kind === 'article' && !roman) return null;
  // 'SECTION 1. The Philippines is …' is a provision; 'SECTION ONE.-Duration of Penalties' (words) is a division.
  if (kind === 'section' && caption && !words) return null;
  // A roman numeral or a number in words must be in capitals ('Title I', 'TITLE ONE'), or 'Part in …', 'Book of …'
  // and 'Title One of Book Two of this Code' would be divisions.
  if ((roman || words) && raw !== raw.toUpperCase()) return null;
  // A caption is a name, not a sentence: 'CHAPTER VIII. — Compulsory Licensing', not 'Title I of this Act shall …'.
  if (caption.length > 120 || (/[.]$/.test(match[3] ?? '') && caption.split(' ').length > 8)) return null;
  return {
    kind,
    number: words ? wordsToNumber(raw) : romanToNumber(raw),
    marker: text.slice(0, match[1]!.length + 1 + raw.length),
    caption,
  };
}

export function readProvision(text: string): Provision | null {
  if (isQuoted(text)) return null;
  const match = PROVISION.exec(text);
  if (!match) return null;
  const word = match[1]!.toLowerCase();
  const label = text.slice(0, match[0].length).trim();
  return { kind: word.startsWith('art') ? 'art' : 'sec', number: match[2]!.toLowerCase(), label };
}

/** A line that names the subject of a division ('Effect and Application of Laws'): short, not a sentence. */
export function isCaption(text: string): boolean {
  return (
    text.length > 0 &&
    text.length <= 150 &&
    !text.includes('\n') &&
    !/[.:;,]$/.test(text) &&
    !/^(\(|\d|Paragraph\b)/i.test(text) &&
    !readDivision(text) &&
    !readProvision(text)
  );
}

// The sub-headings Philippine decisions use (the Supreme Court's own house style, and older variants).
const DECISION_HEADINGS = [
  String.raw`(The )?Cases?`,
  String.raw`(The )?(Relevant |Undisputed |Factual )?(Facts|Antecedents?|Antecedent Facts)( of the Case)?`,
  String.raw`(The )?(Factual|Procedural) (Antecedents|Background|History)`,
  String.raw`Statement of (the )?(Facts|Case)`,
  String.raw`(The )?(Issues?|Assignments? of Errors?)( (Before|for) (the|this) Court| for Resolution| Presented)?`,
  String.raw`(The |Our )?(Court['’]s )?(Ruling|Discussion|Decision)`,
  String.raw`(The )?Ruling of (the|this) (Court|CA|RTC|MTC|MTCC|MCTC|MeTC|NLRC|LA|Labor Arbiter|Sandiganbayan|COA|CSC|Ombudsman|Court of (Appeals|Tax Appeals)|Regional Trial Court|Municipal Trial Court|Office of the President|Secretary of Justice|Comelec)( En Banc| Division)?`,
  String.raw`(The )?(CA|RTC|MTC|MTCC|MCTC|MeTC|NLRC|LA|CTA|COA|CSC|Sandiganbayan|Comelec)(['’]s)? (Ruling|Decision|Judgment)`,
  String.raw`(The )?(Version|Evidence) (of|for) the (Prosecution|Defense|Petitioners?|Respondents?)`,
  String.raw`(The )?(Prosecution|Defense)['’]?s? (Version|Evidence)`,
  String.raw`(The )?(Petitioners?|Respondents?|Complainants?|Appellants?|Appellees?|Accused)['’]?s?['’]? (Arguments?|Contentions?|Position|Comment|Submissions?|Case|Theory)`,
  String.raw`(The )?(Present |Instant )?Petition( for Review)?`,
  String.raw`(The )?Proceedings?( Below| Before the [A-Z][\w ]{1,40})?`,
  String.raw`(The )?(Parties['’] )?(Arguments|Contentions|Submissions)`,
  String.raw`(The )?(Report and )?Recommendation of the [A-Z][\w ]{1,40}`,
  String.raw`(The )?(Court['’]s )?(Action|Findings)( and Recommendation)?`,
  String.raw`Epilogue|Disposition|Dispositive Portion|Conclusion|Penalty|Damages|Civil Liability|Preliminary Matters?`,
  String.raw`Separate Opinions|Footnotes`,
];
const DECISION_HEADING = new RegExp(String.raw`^(${DECISION_HEADINGS.join('|')})$`, 'i');

/** 'The Facts', 'RULING OF THE COURT', 'The Court’s Ruling': a decision's sub-heading, standing alone. */
export function isDecisionHeading(text: string): boolean {
  const line = text.replace(/[\s\u00a0]+/g, ' ').trim();
  return line.length <= 80 && /^[A-Z]/.test(line) && DECISION_HEADING.test(line);
}

/** 'WHEREFORE, …', 'ACCORDINGLY, …', 'IN VIEW WHEREOF, …': the paragraph that disposes of the case. */
export function isDispositive(text: string): boolean {
  return /^(WHEREFORE|ACCORDINGLY|IN VIEW WHEREOF|PREMISES CONSIDERED|IN VIEW OF THE FOREGOING|IN LIGHT OF THE FOREGOING)\b/.test(
    text,
  );
}

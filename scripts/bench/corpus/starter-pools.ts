import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { DocumentInput } from '../../../packages/db/src/documents/document-input.ts';
import { documentFromRecord } from '../../../packages/db/src/import/document-record.ts';
import { STARTER_LIBRARY_FILE } from '../../../packages/db/src/import/starter-library-file.ts';

/**
 * The real texts the benchmark corpus is cut from: the starter library (packages/db/data), 436 real decisions,
 * statutes and constitutions. The pools hold its sentences by kind of document, so a generated decision reads like
 * a decision and a generated statute like a statute, with the library's own vocabulary, citations and names.
 */
export interface StarterPools {
  /** The real documents, in file order: they open the corpus, so the relevance table can name them. */
  documents: readonly DocumentInput[];
  /** Real paragraphs cut into sentences, grouped by paragraph (a run of a paragraph's sentences stays coherent). */
  decisionParagraphs: readonly (readonly string[])[];
  /** Openings of real decisions: the first paragraphs after the ponente's line. */
  decisionOpenings: readonly string[];
  statuteParagraphs: readonly (readonly string[])[];
  /** Real titles of acts ('AN ACT …') to re-use with other places and numbers (never a code's own name, see below). */
  statuteTitles: readonly string[];
  /** The same for executive issuances ('CREATING THE …', 'AMENDING …'). */
  issuanceTitles: readonly string[];
  ponentes: readonly string[];
  divisions: readonly string[];
  /** Government parties as they appear in real captions ('COURT OF APPEALS', 'GOVERNMENT SERVICE INSURANCE SYSTEM'). */
  institutions: readonly string[];
  decisionLengths: readonly number[];
  statuteLengths: readonly number[];
}

const DECISION = /Decision/;
// A statute that declares its own name ('This Act shall be known as …') must not lend that sentence to a
// generated statute: that would make a second 'Data Privacy Act of 2012' and an ambiguous known item.
const DECLARES_NAME = /\b(?:shall|may) be (?:known|cited|referred to)\b|short title of this/i;
const SENTENCE_END = /(?<=[.;:?!]["”’)]?)\s+(?=["“(]?[A-Z0-9])/;

function sentences(paragraph: string): string[] {
  return paragraph
    .split(SENTENCE_END)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length >= 20);
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\r?\n(?=(?:SEC(?:TION)?\.?|Section|Article|ART\.)\s*\d)/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length >= 60);
}

/** The body after 'PONENTE, J.:' (or after the caption when that line is missing). */
function decisionBody(content: string): string {
  const ponente = /\n\s*[A-Z][A-Z .,'-]{2,40},\s*(?:C\.\s*)?J\.?\s*:/.exec(content);
  return ponente ? content.slice(ponente.index + ponente[0].length) : content;
}

/** Party names in a caption's respondent side that are public bodies, to pair with generated private parties. */
function institutionOf(respondent: string | null | undefined): string | null {
  const first = (respondent ?? '').split(/,|\band\b|;/i)[0]!.replace(/^\s*(?:THE\s+)?(?:HON(?:ORABLE)?\.?\s+)/i, '');
  const name = first.trim().toUpperCase();
  if (name.split(/\s+/).length < 2 || name.length > 70) return null;
  return /COURT|COMMISSION|SYSTEM|BUREAU|REPUBLIC|PEOPLE|DEPARTMENT|SECRETARY|OFFICE|SANDIGANBAYAN|OMBUDSMAN|BANK|CITY|MUNICIPALITY|PROVINCE|AUTHORITY|GOVERNMENT/.test(
    name,
  )
    ? name
    : null;
}

/**
 * A real title is re-used only when it has parts to vary (places, numbers, what it amends): a title without them
 * ('THE FAMILY CODE OF THE PHILIPPINES', B.P. 22's) would be copied word for word, a twin of a known item.
 */
function isTemplateTitle(title: string, content: string): boolean {
  if (DECLARES_NAME.test(content.slice(0, 8000)) || /\(.+\)\s*$/.test(title)) return false;
  return /AMEND|\d|MUNICIPALITY|PROVINCE|BARANGAY|CITY|FRANCHISE|SCHOOL|HOSPITAL|ROAD/i.test(title);
}

let cached: StarterPools | null = null;

export function starterPools(): StarterPools {
  if (cached) return cached;
  const documents = gunzipSync(readFileSync(STARTER_LIBRARY_FILE))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => documentFromRecord(JSON.parse(line)));
  const decisionParagraphs: string[][] = [];
  const decisionOpenings: string[] = [];
  const statuteParagraphs: string[][] = [];
  const statuteTitles: string[] = [];
  const issuanceTitles: string[] = [];
  const institutions = new Set<string>();
  const ponentes = new Set<string>();
  const divisions = new Set<string>();
  const decisionLengths: number[] = [];
  const statuteLengths: number[] = [];
  for (const document of documents) {
    const content = document.content ?? '';
    if (DECISION.test(document.documentType)) {
      const body = paragraphs(decisionBody(content));
      if (body[0]) decisionOpenings.push(body[0].replace(/\s+/g, ' '));
      for (const paragraph of body.slice(1)) {
        const cut = sentences(paragraph);
        if (cut.length > 0) decisionParagraphs.push(cut);
      }
      const institution = institutionOf(document.respondent);
      if (institution) institutions.add(institution);
      if (document.ponente) ponentes.add(document.ponente);
      if (document.division) divisions.add(document.division);
      decisionLengths.push(content.length);
    } else if (document.documentType !== 'Constitution') {
      for (const paragraph of paragraphs(content)) {
        if (DECLARES_NAME.test(paragraph)) continue;
        const cut = sentences(paragraph);
        if (cut.length > 0) statuteParagraphs.push(cut);
      }
      if (isTemplateTitle(document.title, content))
        (/^\s*AN ACT\b/i.test(document.title) ? statuteTitles : issuanceTitles).push(document.title);
      statuteLengths.push(content.length);
    }
  }
  cached = {
    documents,
    decisionParagraphs,
    decisionOpenings,
    statuteParagraphs,
    statuteTitles,
    issuanceTitles,
    ponentes: [...ponentes].sort(),
    divisions: [...divisions].sort(),
    institutions: [...institutions].sort(),
    decisionLengths,
    statuteLengths,
  };
  return cached;
}

import { declaredShortTitle } from '@batas/shared/names';
import { type CodePart, type ReadResult } from '../collection-record.ts';
import { annexPart, CODES, codePart, namesFromText } from './code-parts.ts';
import { CATEGORY_TYPES } from './data/categories.ts';
import { issuanceCitation, issuanceDate } from './issuance-identity.ts';
import { type IssuanceHeading, readIssuanceHeading } from './issuance-heading.ts';
import { findLongTitle } from './long-title.ts';
import { type ContentBlock } from './page/content-blocks.ts';
import { isTranslation, withoutSiteChrome } from './site-chrome.ts';

/** One issuance as read from its page (or, without one, from the scraper's record of its PDF). */
export interface GazetteSource {
  path: string;
  category: string;
  heading: string;
  date: string | null;
  url: string | null;
  pdfUrl: string | null;
  blocks: ContentBlock[];
  /** The blocks carry the page's markup (tables): worth keeping as HTML. */
  markup: boolean;
}

/**
 * Fewer words than this after the title means the page shows only the heading of a text published as a PDF
 * ('ADMINISTRATIVE ORDER NO. 27 / AUTHORIZING THE GRANT …' above the embedded PDF).
 */
const MIN_BODY_WORDS = 20;
const IMPLEMENTING_RULES = 'National Administrative Register';

function wordsAfter(lines: readonly string[], start: number): number {
  let words = 0;
  for (let index = start; index < lines.length && words < MIN_BODY_WORDS; index += 1) {
    words += lines[index]!.split(/\s+/).filter(Boolean).length;
  }
  return words;
}

function partOf(heading: IssuanceHeading, citation: string | null, lines: string[]): CodePart | undefined {
  if (!citation) return undefined;
  if (heading.part) return codePart(citation, heading.part, namesFromText(lines));
  if (heading.annex) return annexPart(citation, heading.annex);
  return undefined;
}

/** The declared short title; an IRR quotes the law it implements, short-title section included, so it has none. */
function shortTitleOf(documentType: string, text: string | null, codeShortTitle: string | undefined): string | null {
  if (codeShortTitle) return codeShortTitle;
  return text && documentType !== IMPLEMENTING_RULES ? declaredShortTitle(text) : null;
}

/** Type, number, date and citation; every page of a code printed in parts takes the code's date. */
function identityOf(source: GazetteSource, heading: IssuanceHeading, text: string) {
  const documentType = heading.implementing
    ? IMPLEMENTING_RULES
    : (heading.documentType ?? CATEGORY_TYPES[source.category]!);
  // Rules implementing a law carry the law's number in their heading, never a number of their own.
  const number = documentType === IMPLEMENTING_RULES ? null : heading.number;
  const signedOrPosted = issuanceDate(source.date, text);
  const code = CODES[issuanceCitation(documentType, number, signedOrPosted) ?? ''];
  const date = code?.date ?? signedOrPosted;
  return { documentType, date, citation: issuanceCitation(documentType, number, date), code };
}

/** Everything the library keeps of one issuance: type, citation, date, titles, text, provenance, part. */
export function buildRecord(source: GazetteSource): ReadResult {
  const heading = readIssuanceHeading(source.heading);
  if (heading.translation || isTranslation(source.blocks)) {
    return {
      ok: false,
      skipped: `the Gazette's unofficial Filipino translation of '${source.heading}': the English text is read from its own page`,
    };
  }
  const blocks = withoutSiteChrome(source.blocks);
  const blockLines = blocks.map((block) => block.text.split('\n'));
  const lines = blockLines.flat();
  const text = blocks.map((block) => block.text).join('\n\n');
  const { documentType, date, citation, code } = identityOf(source, heading, text);
  const part = partOf(heading, citation, lines);
  const longTitle = findLongTitle(blockLines);
  const hasText = wordsAfter(lines, longTitle.bodyStart) >= MIN_BODY_WORDS;
  const title = part
    ? `${citation} – ${part.headings.join(', ')}`
    : documentType === IMPLEMENTING_RULES
      ? source.heading
      : (longTitle.title ?? citation ?? source.heading);

  return {
    ok: true,
    record: {
      document: {
        title,
        documentType,
        citation,
        dateEnacted: date,
        shortTitle: shortTitleOf(documentType, hasText ? text : null, code?.shortTitle),
        content: hasText ? text : null,
        htmlContent: hasText && source.markup ? blocks.map((block) => block.html).join('\n') : null,
        sourceUrl: source.url,
        sourceName: 'Official Gazette',
      },
      provenance: {
        sourceName: 'Official Gazette',
        sourceUrl: source.url,
        pdfUrl: source.pdfUrl,
        collection: 'gazette',
        path: source.path,
      },
      ...(hasText ? {} : { textAtSource: true }),
      ...(part ? { part } : {}),
    },
  };
}

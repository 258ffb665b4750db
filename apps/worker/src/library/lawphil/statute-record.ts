import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { declaredShortTitle } from '@batas/shared/names';
import { categoryMeta } from '../../sources/common/document-meta.ts';
import { type StatuteLine, parseStatuteLine } from '../../sources/common/statute-kinds.ts';
import { squash } from '../../sources/common/text.ts';
import { approvalDateIn, closingDateIn } from '../../sources/lawphil/statute-dates.ts';
import { stripWatermarks } from '../../sources/lawphil/watermarks.ts';
import { type ReadResult } from '../collection-record.ts';
import { cleanStatuteText } from './clean-text.ts';
import { type LawphilStatuteFolder, statuteListingUrl, statuteSourceUrl } from './source-url.ts';

/** The collection's statute folders, the category each holds and LawPhil's folder for it. */
export const STATUTE_FOLDERS: Readonly<Record<string, { category: ScrapingCategorySlug; site: LawphilStatuteFolder }>> =
  {
    Acts: { category: 'acts', site: 'acts' },
    'Common Wealth Acts': { category: 'commonwealth-act', site: 'comacts' },
    'Batas Pambansa': { category: 'batas-pambansa', site: 'bataspam' },
  };

// The number line is at the top, under a repeal note at most ('(Repealed by Executive Order No. 226, s. 1987)').
const HEADER_BLOCKS = 6;

/**
 * An Act, Commonwealth Act or Batas Pambansa: columns Number ('Act No. 3815, December 08, 1930', 'BATAS
 * PAMBANSA Blg. 22'), Title (the long title, or what the page printed second) and Data (the page's text, one
 * line per paragraph). The number line is read from the text first, as the scraper reads the page. The date is
 * the number line's ('[ Act No. 3518, March 01, 1929 ]'), else the 'Approved' line read from the end, else the
 * last date of the closing paragraphs (statute-dates.ts). The scraper puts 'Approved' first; here the number
 * line wins because the collection's 'Enacted' lines carry dozens of typed years ('Enacted, August 21, 1008.',
 * 'Approved, November 22, 1920.' under Act No. 3545 of 1929) where the header is right, and the header's date
 * is the one LawPhil files the page under and the starter library's copies carry.
 */
export function readStatuteFile(path: string, folder: string, row: Record<string, string>): ReadResult {
  const kind = STATUTE_FOLDERS[folder];
  if (!kind) return { ok: false, skipped: `not a statute folder the library reads: ${folder}` };
  const content = cleanStatuteText(row.Data ?? '');
  if (!content) return { ok: false, skipped: 'the file has no text' };
  const blocks = content.split('\n\n');
  const headerBlocks = blocks.slice(0, HEADER_BLOCKS);
  const numberAt = headerBlocks.findIndex((block) => parseStatuteLine(block, kind.category));
  const numberLine =
    (numberAt >= 0 ? parseStatuteLine(blocks[numberAt]!, kind.category) : undefined) ??
    numberLineOf(row.Number, kind.category) ??
    numberLineOf(
      path
        .split('/')
        .pop()
        ?.replace(/\.csv$/i, ''),
      kind.category,
    );
  if (!numberLine) return { ok: false, skipped: 'no statute number in the text, the Number column or the file name' };
  const meta = categoryMeta(kind.category);
  const dateEnacted = numberLine.date ?? approvalDateIn(blocks) ?? closingDateIn(blocks) ?? null;
  const title = longTitle(blocks, numberAt, row.Title) || numberLine.citation;
  const sourceUrl = statuteSourceUrl(kind.site, numberLine.number, dateEnacted);
  return {
    ok: true,
    record: {
      document: {
        title,
        shortTitle: declaredShortTitle(content),
        documentType: meta.documentType,
        court: meta.court,
        courtLevel: meta.courtLevel,
        citation: numberLine.citation,
        dateEnacted,
        content,
        sourceUrl,
        source: 'library:lawphil',
        sourceName: 'LawPhil',
      },
      provenance: {
        sourceName: 'LawPhil',
        sourceUrl: sourceUrl ?? statuteListingUrl(kind.site),
        pdfUrl: null,
        collection: 'lawphil',
        path,
      },
    },
  };
}

function numberLineOf(text: string | undefined, category: ScrapingCategorySlug): StatuteLine | undefined {
  // 'Act. No. 1690': a stray period after the kind.
  return text
    ? parseStatuteLine(stripWatermarks(text).replace(/^(\s*\[?\s*Acts?)\.(?=\s*No)/i, '$1'), category)
    : undefined;
}

// 'Be it enacted by the Senate and House of Representatives …' opens the body, not the title.
const ENACTING = /^\.?\s*(?:be it enacted|enacted by)\b/i;

/** The paragraph after the number line ('AN ACT REVISING THE PENAL CODE …'), else the Title column. */
function longTitle(blocks: readonly string[], numberAt: number, column: string | undefined): string {
  const next = numberAt >= 0 ? blocks[numberAt + 1] : undefined;
  if (next && !ENACTING.test(next) && !/^Section\s+1\b/i.test(next)) return squash(next);
  const fromColumn = squash(stripWatermarks(column ?? ''));
  return ENACTING.test(fromColumn) ? '' : fromColumn;
}

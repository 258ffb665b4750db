import { restoreParagraphs } from '@batas/db/import';
import { categoryMeta } from '../../sources/common/document-meta.ts';
import { squash } from '../../sources/common/text.ts';
import { CONSTITUTION_DATES, constitutionYear } from '../../sources/lawphil/constitution-dates.ts';
import { stripWatermarks } from '../../sources/lawphil/watermarks.ts';
import { type ReadResult } from '../collection-record.ts';
import { constitutionSourceUrl } from './source-url.ts';

// Printed at the end, or before the oath the 1935 and 1973 pages quote after it.
const FOOTER = /\s*The Lawphil Project\s*-\s*Arellano Law Foundation(?:, Inc\.?)?/gi;
const HEADING = /^(\d{4} CONSTITUTION OF THE REPUBLIC OF THE PHILIPPINES(?: \(MALOLOS CONVENTION\))?)/i;

/**
 * A constitution: columns Constitution ('1935 Constitution', 'The Malolos Constitution'), Title and Data, the
 * whole page flattened to one line. Paragraphs come back at articles and sections (the starter library's rule,
 * extended to the Malolos charter's titles and numbered articles); the citation and date are the scraper's
 * ('1935 Constitution', constitution-dates.ts), so every copy of a charter is recognised as the same one.
 * A text that stops at an article heading with nothing under it is incomplete and skipped: the collection's
 * 1987 Constitution holds the Preamble and Articles I–II only.
 */
export function readConstitutionFile(path: string, row: Record<string, string>): ReadResult {
  const name = squash(row.Constitution);
  // The footer first: the watermark rule would eat its 'Lawphil' and leave it unrecognisable.
  const flat = squash(stripWatermarks(squash(row.Data).replace(FOOTER, '')));
  if (!flat) return { ok: false, skipped: 'the file has no text' };
  const year = constitutionYear(name, '') ?? constitutionYear(flat.slice(0, 200), '');
  if (!year) return { ok: false, skipped: `no year in the constitution's name (${JSON.stringify(name)})` };
  const content = restoreParagraphs(flat)
    .replace(/\s+(TITLE [IVXL]+\b)/g, '\n\n$1')
    .replace(/(?<=[.:]|[A-Z]{3})\s+(Article \d+\.)/g, '\n\n$1');
  const paragraphs = content.split('\n\n');
  const lastArticle = paragraphs.findLastIndex((paragraph) => /^ARTICLE [IVXLC]+\b/.test(paragraph));
  if (
    lastArticle >= 0 &&
    !paragraphs.slice(lastArticle + 1).some((paragraph) => /^(?:SECTION|Section) \d+/.test(paragraph))
  ) {
    return {
      ok: false,
      skipped: `incomplete text: it stops at ${paragraphs[lastArticle]!.slice(0, 40)}… with no section under it`,
    };
  }
  const meta = categoryMeta('constitutions');
  const sourceUrl = constitutionSourceUrl(year);
  return {
    ok: true,
    record: {
      document: {
        title: HEADING.exec(flat)?.[1] ?? name,
        shortTitle: null,
        documentType: meta.documentType,
        court: meta.court,
        courtLevel: meta.courtLevel,
        citation: year === '1899' ? 'Malolos Constitution' : `${year} Constitution`,
        dateEnacted: CONSTITUTION_DATES[year] ?? null,
        content,
        sourceUrl,
        source: 'library:lawphil',
        sourceName: 'LawPhil',
      },
      provenance: { sourceName: 'LawPhil', sourceUrl, pdfUrl: null, collection: 'lawphil', path },
    },
  };
}

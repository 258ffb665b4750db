import { type CheerioAPI } from 'cheerio';
import { type Selection } from '../common/dom.ts';
import { parseLegalDate } from '@batas/shared/dates';
import { findDateSpans, firstDateSpan } from '../common/date-spans.ts';
import { squash } from '../common/text.ts';

const APPROVED = /^(?:Approved|Enacted|Signed|Promulgated)\s*[:,.]?\s*(.*)$/i;

/**
 * The approval date printed near the end of a statute: 'Approved: <b>FEB 15, 2010</b>', 'Approved, December 8,
 * 1930.', or 'Approved:' with the date in the next paragraph (RA 8792). Read from the end, because the body
 * often quotes older dates first (RA 386 cites the 1866 Civil Code before anything else). Undefined when
 * the page has no such line, or only a bare 'Approved' with no date (RA 9995 has one before the signatures).
 */
export function approvalDate($: CheerioAPI, root: Selection): string | undefined {
  const blocks = root
    .find('p')
    .toArray()
    .map((element) => squash($(element).text()));
  return approvalDateIn(blocks);
}

/** The same rule over a text's paragraphs (the library reader has text, not a page). */
export function approvalDateIn(blocks: readonly string[]): string | undefined {
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    const match = APPROVED.exec(blocks[index] ?? '');
    if (!match) continue;
    const inline = firstDateSpan(match[1] ?? '')?.iso;
    if (inline) return inline;
    const next = blocks[index + 1];
    const following = next ? (parseLegalDate(next) ?? firstDateSpan(next.slice(0, 40))?.iso) : undefined;
    if (following) return following;
  }
  return undefined;
}

/** The last date in the closing paragraphs: the fallback the sources document ('then the last date'). */
export function closingDate($: CheerioAPI, root: Selection, paragraphs = 8): string | undefined {
  return closingDateIn(
    root
      .children('p')
      .toArray()
      .map((element) => $(element).text()),
    paragraphs,
  );
}

export function closingDateIn(blocks: readonly string[], paragraphs = 8): string | undefined {
  return findDateSpans(blocks.slice(-paragraphs).join(' ')).at(-1)?.iso;
}

import { formatLawyerName, shortCaseName, toTitleCase } from '@batas/shared/names';
import { cleanDecisionTitle } from '@batas/db/import';
import { categoryMeta } from '../../sources/common/document-meta.ts';
import { ponenteOf } from '../../sources/common/opinion-lines.ts';
import { squash } from '../../sources/common/text.ts';
import { type ReadResult } from '../collection-record.ts';
import { OPINION_AUTHOR } from './decision-header.ts';
import { type DecisionFacts, type DecisionFile } from './decision-facts.ts';
import { decisionListingUrl } from './source-url.ts';

// How far into the opinion its author line may come (after a heading and a blank or two).
const AUTHOR_BLOCKS = 4;

/**
 * A separate opinion LawPhil printed on a page of its own (the 1997–2004 'Justice Vitug.csv' files): the
 * decision's header, then the opinion. It becomes a record that names the decision it belongs to, so the
 * installer can append it to that decision; its text starts at the opinion's heading.
 */
export function separateOpinionRecord(file: DecisionFile, facts: DecisionFacts): ReadResult {
  if (!facts.citation) return { ok: false, skipped: 'a separate opinion whose decision has no docket in the text' };
  const blocks = facts.blocks.slice(facts.header.opinionStart ?? 0);
  const opening = blocks.slice(0, AUTHOR_BLOCKS).map((block) => squash(block));
  const authorLine = opening.map((text) => OPINION_AUTHOR.exec(text)).find(Boolean);
  const author =
    authorLine?.[1]?.replace(/[\s,]+$/, '') ?? opening.map((text) => ponenteOf(text)).find(Boolean) ?? null;
  const heading = opinionHeading(opening[0] ?? '', authorLine?.[2]);
  const surname = author?.split(/[\s,]/)[0]?.toUpperCase();
  const listed = facts.opinions.findIndex((entry) => entry.author.split(/[\s,]/)[0]?.toUpperCase() === surname);
  const caption = facts.header.caption ? cleanDecisionTitle(facts.header.caption) : facts.citation;
  const listing = decisionListingUrl(file);
  const meta = categoryMeta('supreme-court-decisions');
  const byline = author ? ` of Justice ${formatLawyerName(author)}` : '';
  return {
    ok: true,
    record: {
      document: {
        title: `${heading}${byline} in ${shortCaseName(caption) ?? facts.citation}`,
        shortTitle: null,
        documentType: meta.documentType,
        court: meta.court,
        courtLevel: meta.courtLevel,
        citation: facts.citation,
        dateDecided: facts.date,
        ponente: author,
        division: facts.header.division,
        content: blocks.join('\n\n'),
        source: 'library:lawphil',
        sourceName: 'LawPhil',
        sourceUrl: null,
      },
      provenance: { sourceName: 'LawPhil', sourceUrl: listing, pdfUrl: null, collection: 'lawphil', path: file.path },
      separateOpinion: {
        decisionCitation: facts.citation,
        heading,
        author,
        order: listed >= 0 ? listed + 1 : null,
      },
    },
  };
}

/** 'DISSENTING OPINION' → 'Dissenting Opinion'; a plural 'Separate Opinions' gives way to the author line's kind. */
function opinionHeading(first: string, kind: string | undefined): string {
  if (/opinion$|statement$/i.test(first) && !/^separate opinions$/i.test(first))
    return toTitleCase(first.toLowerCase());
  if (kind) return `${toTitleCase(kind.toLowerCase())} Opinion`;
  return 'Separate Opinion';
}

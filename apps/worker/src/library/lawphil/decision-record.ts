import { formatCitation } from '@batas/shared/citations';
import { shortCaseName, splitParties } from '@batas/shared/names';
import { cleanDecisionTitle } from '@batas/db/import';
import { categoryMeta } from '../../sources/common/document-meta.ts';
import { decisionTypeOf } from '../../sources/common/opinion-lines.ts';
import { squash } from '../../sources/common/text.ts';
import { type CollectionRecord, type ReadResult } from '../collection-record.ts';
import { OPINION_AUTHOR, ponenteLine } from './decision-header.ts';
import { type DecisionFacts, type DecisionFile, decisionFacts } from './decision-facts.ts';
import { readDocketLine } from './docket-lines.ts';
import { separateOpinionRecord } from './separate-opinion.ts';
import { decisionListingUrl, decisionSourceUrl } from './source-url.ts';

const TITLE_LIMIT = 4000;

export function readDecisionFile(file: DecisionFile): ReadResult {
  const data = file.row.Data ?? '';
  if (!data.trim()) return { ok: false, skipped: 'the file has no text' };
  const facts = decisionFacts(file);
  if (facts.header.opinionStart !== null) return separateOpinionRecord(file, facts);
  if (!facts.docket && !facts.header.caption)
    return { ok: false, skipped: 'neither a docket number nor a caption in the text' };
  const meta = categoryMeta('supreme-court-decisions');
  const title = decisionTitle(facts, file.row);
  const parties = splitParties(title);
  const gr = facts.docket?.kind === 'GR' ? facts.docket : undefined;
  const ownPage = gr?.serials.length === 1 ? decisionSourceUrl(gr.serials[0]!, facts.date, file) : null;
  const record: CollectionRecord = {
    document: {
      title,
      shortTitle: shortCaseName(title),
      documentType: meta.documentType,
      court: meta.court,
      courtLevel: meta.courtLevel,
      citation: facts.citation,
      grNumber: gr ? formatCitation(gr) : null,
      caseNumber: facts.docket && !gr ? formatCitation(facts.docket) : facts.otherDocket,
      relatedDockets: facts.relatedDockets,
      dateDecided: facts.date,
      ponente: facts.header.ponente,
      division: facts.header.division,
      petitioner: parties?.petitioner || null,
      respondent: parties?.respondent || null,
      content: facts.blocks.join('\n\n'),
      source: 'library:lawphil',
      sourceName: 'LawPhil',
    },
    provenance: {
      sourceName: 'LawPhil',
      sourceUrl: ownPage ?? decisionListingUrl(file),
      pdfUrl: null,
      collection: 'lawphil',
      path: file.path,
    },
  };
  // A document's own address is unique to it: a month's listing names a hundred decisions, so it stays provenance.
  record.document.sourceUrl = ownPage;
  return { ok: true, record };
}

/** The caption as printed, cleaned like the starter library's; else the Title column when it is a caption. */
function decisionTitle(facts: DecisionFacts, row: Record<string, string>): string {
  // '(Formerly OCA IPI No. 98-510-P) ROSARIO S. PANUNCIO, complainant, …': the docket note is not the caption.
  const caption = facts.header.caption?.replace(/^[([][^)\]]*\bNos?\.[^)\]]*[)\]]\s*/i, '');
  const fromText = caption ? cleanDecisionTitle(caption) : '';
  const column = squash(row.Title);
  const columnIsCaption =
    column.length > 10 &&
    !readDocketLine(column) &&
    !ponenteLine(column.replace(/,(?=\S)/g, ', ')) &&
    !decisionTypeOf(column) &&
    !OPINION_AUTHOR.test(column);
  const title = fromText || (columnIsCaption ? cleanDecisionTitle(column) : '') || facts.citation || '';
  return title.length <= TITLE_LIMIT ? title : `${title.slice(0, title.lastIndexOf(' ', TITLE_LIMIT - 1))}…`;
}

import { type ParsedCitation, formatCitation, formatCitationFull } from '@batas/shared/citations';
import { MONTH_NAMES } from '@batas/shared/dates';
import { firstDateSpan } from '../../sources/common/date-spans.ts';
import { squash } from '../../sources/common/text.ts';
import { cleanDecisionText } from './clean-text.ts';
import { type DecisionTextHeader, readDecisionTextHeader } from './decision-header.ts';
import { type DocketText, docketCitation, readDocketLine, mendHeader } from './docket-lines.ts';
import { readOpinionBox } from './opinion-box.ts';

/** A decision file: `Data/Jurisprudence/<year>/<Month>/<name>.csv`, columns Year, Month, Case Number, Title, Data. */
export interface DecisionFile {
  path: string;
  /** The file name without '.csv': the label of LawPhil's month listing ('G.R. No. L-1503'), or anything. */
  name: string;
  /** The month folder the collection filed it under ('March'), the month of LawPhil's listing. */
  folderMonth: string;
  folderYear: string;
  row: Record<string, string>;
}

/** What the text says about the decision it holds, before it becomes a document or an opinion. */
export interface DecisionFacts {
  docket: ParsedCitation | undefined;
  /** A docket no citation rule reads ('C.A. No. 482', 'UND Nos. 507-508'), kept as printed. */
  otherDocket: string | null;
  relatedDockets: string[];
  /** 'G.R. No. L-9720, March 26, 1915'. */
  citation: string | null;
  date: string | null;
  header: DecisionTextHeader;
  /** The text after LawPhil's opinion box, as paragraphs. */
  blocks: string[];
  /** The box's list of the case's separate opinions ('Dissenting and Concurring Opinion' by 'Francisco'). */
  opinions: Array<{ label: string; author: string }>;
}

/**
 * Docket, joined dockets, date and header of a decision text (the opinion box cut off). The docket comes from
 * the text's header; else from the columns (which hold the page's third and fourth paragraphs, so the same
 * lines); else from the line above the opinion box; else, for the few texts that print none, from the file name,
 * which is LawPhil's listing label.
 */
export function decisionFacts(file: DecisionFile): DecisionFacts {
  const { row } = file;
  const all = cleanDecisionText(row.Data ?? '').split('\n\n');
  const box = readOpinionBox(all);
  const blocks = mendHeader(all.slice(box.end, box.end + 12)).concat(all.slice(box.end + 12));
  const header = readDecisionTextHeader(blocks, box.docket !== undefined);
  const columns = [row['Case Number'], row.Title].map((value) => readDocketLine(value ?? ''));
  const sources: DocketText[][] = [
    header.dockets,
    columns.filter((value) => value !== undefined),
    box.docket ? [box.docket] : [],
  ];
  let parsed: Array<{ citation: ParsedCitation; date: string | null }> = [];
  for (const lines of sources) {
    parsed = citationsOf(lines);
    if (parsed.length > 0) break;
  }
  const named = parsed.length === 0 ? docketCitation(file.name) : undefined;
  if (named) parsed = [{ citation: named, date: null }];
  const [first, ...others] = parsed;
  const date = listedYear(first?.date ?? header.looseDate ?? header.dockets[0]?.date ?? columnDate(row) ?? null, file);
  return {
    docket: first?.citation,
    otherDocket: first ? null : (header.dockets[0]?.text ?? null),
    relatedDockets: others.map((other) => formatCitation(other.citation)),
    citation: first ? formatCitationFull({ ...first.citation, date }) : null,
    date,
    header,
    blocks,
    opinions: box.entries.filter((entry) => !/^decision$/i.test(entry.label)),
  };
}

/** The dockets of some lines that name a Supreme Court case, each once (a joined case's docket repeats). */
function citationsOf(lines: readonly DocketText[]): Array<{ citation: ParsedCitation; date: string | null }> {
  const parsed: Array<{ citation: ParsedCitation; date: string | null }> = [];
  for (const line of lines) {
    const citation = docketCitation(line.text);
    if (!citation) continue;
    const known = parsed.some((other) => other.citation.serials.some((serial) => citation.serials.includes(serial)));
    if (!known) parsed.push({ citation, date: line.date ?? citation.date });
  }
  return parsed;
}

/**
 * A year mistyped in the header ('November 27, 1992' for a decision LawPhil lists under November 1922; 1060,
 * 1903 for 1930, 1993 for 1934) is the year of the month folder the decision is listed under, when the month
 * agrees and the years are too far apart to be a late listing (a year or two apart, the header is kept).
 */
function listedYear(date: string | null, file: DecisionFile): string | null {
  if (!date) return null;
  const listedMonth = String(MONTH_NAMES.indexOf(file.folderMonth as (typeof MONTH_NAMES)[number]) + 1).padStart(
    2,
    '0',
  );
  const far = Math.abs(Number(date.slice(0, 4)) - Number(file.folderYear)) > 2;
  return far && date.slice(5, 7) === listedMonth ? `${file.folderYear}${date.slice(4)}` : date;
}

// A date alone in a column ('July 30, 1979', 'Resolution      March 18, 1954') when the text header has none.
function columnDate(row: Record<string, string>): string | undefined {
  for (const value of [row['Case Number'], row.Title]) {
    const text = squash(value);
    if (text.length <= 60) {
      const date = firstDateSpan(text)?.iso;
      if (date) return date;
    }
  }
  return undefined;
}

import { isMostlyUpperCase } from '@batas/shared/names';
import { decisionTypeOf, divisionOf, ponenteOf } from '../../sources/common/opinion-lines.ts';
import { firstDateSpan } from '../../sources/common/date-spans.ts';
import { squash, unspaced } from '../../sources/common/text.ts';
import { type DocketText, readDateLine, readDocketLine } from './docket-lines.ts';

export interface DecisionTextHeader {
  division: string | null;
  /** Every docket line of the header in order: the first names the document, the others are joined cases. */
  dockets: DocketText[];
  /** A date printed on its own line (some pages print it instead of, or before, the docket line). */
  looseDate: string | null;
  /** The first case's caption, its paragraphs joined: 'THE PEOPLE …, plaintiff-appellee, vs. …, accused.' */
  caption: string | null;
  ponente: string | null;
  /**
   * Set when the header leads to a separate opinion instead of the decision ('DISSENTING OPINION', 'VITUG, J.,
   * concurring:'): the index of the block where the opinion starts. LawPhil printed some opinions on pages of
   * their own, under the decision's header.
   */
  opinionStart: number | null;
}

// The header is short: a text whose ponente line is not among its first blocks is read no further.
const HEADER_BLOCKS = 120;
const CAPTION_BLOCKS = 12;

// 'Ocampo and De la Rosa for petitioner.', 'Judge Moir in his own behalf.', 'Solicitor General … for respondents.'
const COUNSEL =
  /\bfor\s+(?:the\s+)?(?:private\s+|public\s+)?(?:petitioners?|respondents?|appellants?|appellees?|plaintiffs?|defendants?|complainants?|accused|oppositors?|intervenors?|movants?|claimants?|applicants?|relators?|government|prosecution|people)\b|\bin\s+(?:his|her|their)\s+own\s+behalf\b|^(?:the\s+)?(?:office\s+of\s+the\s+)?(?:solicitor|attorney)[-\s]general\b|\ben\s+representaci[oó]n\s+de(?:l|\s+los)?\b|\bpor\s+(?:el|los)\s+(?:apelantes?|apelados?|recurrentes?|recurridos?|demandantes?|demandados?)\b/i;
// How a caption ends: a party's designation after a comma ('…, defendant-appellee.', '…, demandado y apelante.').
// A counsel line ends with 'for petitioner.' without the comma; a caption may hold 'in his own behalf' and
// still be a caption.
const CAPTION_END =
  /,\s*(?:petitioners?|respondents?|appellants?|appellees?|plaintiffs?|defendants?|complainants?|accused|oppositors?|intervenors?|movants?|claimants?|applicants?|relators?|objectors?|opponents?|protestants?|protestees?|demandantes?|demandados?|apelantes?|apelados?|recurrentes?|recurridos?|querellantes?|acusados?)(?:[-\s][a-z-]+)*\s*[.,;]?$/i;
// Headings that open the body of older decisions.
const BODY_HEADINGS = new Set(['STATEMENT', 'SYLLABUS', 'SYLLABI', 'FACTS']);
// 'x - - - - - x', 'x---------x': the line between the captions of joined cases.
const SEPARATOR = /^(?:x[\s-–—x]*x?|&|and|[-–—_=\s]{4,})$/i;
// 'DISSENTING OPINION', 'Separate Opinions', 'SEPARATE, CONCURRING AND DISSENTING OPINION', 'SEPARATE STATEMENT'.
const OPINION_HEADING =
  /^(?:(?:separate|concurring|dissenting|concurrence|dissent)[\s,&]*(?:and\s+)?)+(?:opinions?|statement)$/i;
// 'FRANCISCO, J., dissenting:', 'PUNO, J., concurring:', 'KAPUNAN, J., separate opinion:', 'VITUG J.: separate opinion'.
export const OPINION_AUTHOR =
  /^([A-ZÑ][A-ZÑ .,'-]{1,60}?),?\s+(?:C\.\s*)?J\.?,?:?\s*\(?\s*(concurring|dissenting|separate|concurring and dissenting|dissenting and concurring)\b[^:]{0,60}:?$/i;

/**
 * Reads a decision's header from its paragraphs (the cleaned text's blocks), in the order LawPhil prints it:
 * court lines → division → docket line (with its date, or the date on its own line) → caption → further
 * docket lines and captions of joined cases → counsel lines → 'D E C I S I O N' → ponente ('MORELAND, J.:').
 * The same order as the scraper's header reader (sources/lawphil/decision-header.ts) and the same line rules.
 * `docketAbove`: the docket was printed above the blocks given (over LawPhil's opinion box), so the header has
 * begun at the first block.
 */
export function readDecisionTextHeader(blocks: readonly string[], docketAbove = false): DecisionTextHeader {
  const header: DecisionTextHeader = {
    division: null,
    dockets: [],
    looseDate: null,
    caption: null,
    ponente: null,
    opinionStart: null,
  };
  const caption: string[] = [];
  let captionOpen = true;
  let sawBody = false;
  // 'R E S O L U T I O N', 'STATEMENT', a counsel line: what follows is the body.
  let headingSeen = false;
  // 'ABAD SANTOS,' printed a paragraph above its 'J.:'.
  let pendingName: string | null = null;
  for (const [index, block] of blocks.slice(0, HEADER_BLOCKS).entries()) {
    const text = squash(block);
    if (!text) continue;
    const division = divisionOf(text);
    if (division) {
      header.division ??= division;
      continue;
    }
    const dockets = docketLines(block);
    if (dockets.length > 0) {
      if (header.dockets.length > 0 && caption.length > 0) captionOpen = false;
      for (const docket of dockets) {
        const known = header.dockets.find((other) => other.text === docket.text);
        if (!known) header.dockets.push(docket);
        else known.date ??= docket.date;
      }
      continue;
    }
    const onlyDate =
      (text.length <= 40 ? readDateLine(text) : undefined) ?? (caption.length === 0 ? labelledDate(text) : undefined);
    if (onlyDate) {
      header.looseDate ??= onlyDate;
      continue;
    }
    // Court lines ('Republic of the Philippines', 'Manila') come before the division and the docket.
    if (header.dockets.length === 0 && !header.looseDate && !header.division && !docketAbove) continue;
    // Past the body's start, the page's own 'Separate Opinions' part: the ponente, if any, was before it.
    if (sawBody && OPINION_HEADING.test(text)) break;
    if (!sawBody && (OPINION_HEADING.test(text) || OPINION_AUTHOR.test(text))) {
      // Two headings in a row are the page's links to its opinions ('CONCURRING OPINION', 'DISSENTING
      // OPINION', then 'KAPUNAN, J.:'): the decision follows.
      if (OPINION_HEADING.test(squash(blocks[index + 1])) || OPINION_HEADING.test(squash(blocks[index - 1]))) continue;
      header.opinionStart = index;
      break;
    }
    const ponente = ponenteLine(block, pendingName);
    pendingName = /^[A-ZÑ][A-ZÑ .'-]{1,40},$/.test(text) ? text.slice(0, -1) : null;
    if (ponente) {
      header.ponente = ponente;
      break;
    }
    // After 'vs.' comes the other side, whatever it holds ('THE ATTORNEY-GENERAL, in behalf of …').
    const counsel = caption.at(-1) !== 'vs.' && isCounsel(text);
    // What follows a heading or the counsel lines is the body ('No appearance for appellee.', then the text).
    if (decisionTypeOf(text) || BODY_HEADINGS.has(unspaced(text)) || counsel) headingSeen = true;
    if (decisionTypeOf(text) || BODY_HEADINGS.has(unspaced(text)) || SEPARATOR.test(text) || counsel) {
      if (caption.length > 0) captionOpen = false;
      continue;
    }
    const body = caption.at(-1) !== 'vs.' && looksLikeBody(text);
    // Past the first paragraph of the body (a long paragraph, or anything after 'R E S O L U T I O N' or the
    // counsel lines), an opinion heading is the page's own 'Separate Opinions' part, printed after a decision
    // without a ponente.
    sawBody ||= body || headingSeen;
    if (captionOpen && caption.length < CAPTION_BLOCKS && !body) caption.push(text.replace(/\s*[-–—_=]{4,}$/, ''));
    else if (caption.length > 0) captionOpen = false;
  }
  header.caption = caption.join(' ').replace(/\s+/g, ' ').trim() || null;
  return header;
}

// The forms the scraper's rule (ponenteOf) does not take: 'MENDOZA, J' (no period), 'DE CASTRO, J:', 'FERNAN,
// C.\nJ.:' (a line break inside), 'AVANCEÑA, Pres.:' (the Chief Justice of the Spanish-language reports),
// 'REYES, J.B.L., Actg. C.J.:', 'RELOVA, J p:' (the reporters' CD edition), 'PANGANIBAN, CJ:', 'Tinga, J.:',
// 'GONZAGA_REYES, J.:', 'FERNANDO, J.:.'.
const LOOSE_PONENTE =
  /^([A-ZÑ][A-Za-zÑñ .,'_-]{1,60}?),?\s+(?:(?:Acting|Actg\.)\s+)?(?:C\.?\s*J|J|Pres)\s*\.?\s*(?:p\s*)?[:.]*$/;

/** The ponente of a ponente line ('MORELAND, J.:'), also when it opens the first paragraph of the body. */
export function ponenteLine(block: string, pendingName: string | null = null): string | null {
  const firstLine = squash(block.split('\n')[0]);
  if (pendingName && /^(?:C\.\s*)?J\.?\s*:?$/.test(firstLine)) return pendingName;
  for (const line of [firstLine, squash(block)]) {
    if (line.length > 90) continue;
    const found =
      ponenteOf(line) ??
      LOOSE_PONENTE.exec(line)?.[1]
        ?.replace(/[\s,]+$/, '')
        .replace(/_/g, '-');
    // A name in capitals as printed; 'Tinga, J.:' in upper case like every other, and no longer than a name.
    if (found && found === found.toUpperCase()) return found;
    if (found && /^[A-Z][a-zñ'-]+(?:[ -][A-Z][a-zñ'-]+){0,2}$/.test(found)) return found.toUpperCase();
  }
  return null;
}

function isCounsel(text: string): boolean {
  return COUNSEL.test(text) && !CAPTION_END.test(text);
}

// A caption is names and designations, mostly in capitals, ending with a designation; a long paragraph of
// ordinary prose is the body.
function looksLikeBody(text: string): boolean {
  return (
    text.length > 250 &&
    !CAPTION_END.test(text) &&
    !isMostlyUpperCase(text.slice(0, 120)) &&
    !/\bv(?:s|ersus)?\.?\s/i.test(text)
  );
}

/** 'Resolution March 18, 1954', 'Panganiban September 9, 1933': a short label, then the date, before a caption. */
function labelledDate(text: string): string | undefined {
  if (text.length > 60) return undefined;
  const date = firstDateSpan(text);
  if (!date || date.index + date.text.length < text.length - 2) return undefined;
  return text.slice(0, date.index).trim().split(/\s+/).length <= 3 ? date.iso : undefined;
}

/**
 * Docket lines of a block: joint decisions sometimes print two on consecutive lines of one paragraph, and
 * some pages put the date on the line under the docket ('G.R. No. 104383\n* July 12, 2001').
 */
function docketLines(block: string): DocketText[] {
  // 'G.\nR. No. L-55357 October 30, 1981': a docket line the page's markup broke in two.
  if (block.includes('\n') && !readDocketLine(block.split('\n')[0]!)) {
    const whole = readDocketLine(block.replace(/\n/g, ' '));
    return whole ? [whole] : [];
  }
  const found: DocketText[] = [];
  for (const line of block.split('\n')) {
    const docket = readDocketLine(line);
    const previous = found.at(-1);
    if (docket) found.push(docket);
    else if (previous && !previous.date && readDateLine(line)) previous.date = readDateLine(line)!;
    else return found.length > 0 ? found : [];
  }
  return found;
}

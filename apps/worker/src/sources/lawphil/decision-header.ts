import { type CheerioAPI } from 'cheerio';
import { type Selection } from '../common/dom.ts';
import { parseLegalDate } from '@batas/shared/dates';
import { blockText } from '../common/content-html.ts';
import { type DocketLine, parseDocketLine } from '../common/dockets.ts';
import { decisionTypeOf, divisionOf, ponenteOf } from '../common/opinion-lines.ts';

export interface DecisionHeader {
  division: string | null;
  docket: DocketLine | undefined;
  /** Further dockets printed on their own caption lines (joint decisions). */
  relatedDockets: string[];
  /** The parties as captioned, e.g. 'THE PEOPLE OF THE PHILIPPINES, plaintiff-appellee, vs. …'. */
  caption: string | null;
  decisionType: string | null;
  ponente: string | null;
  /** A date printed on its own line near the docket (some pages put it before the G.R. line). */
  looseDate: string | null;
}

// The header is short; a page where no ponente line shows up this early is read no further.
const HEADER_BLOCKS = 40;
const CAPTION_BLOCKS = 8;

/**
 * Reads a LawPhil decision's header in document order, whatever its generation:
 * court header → division → docket line (with the date, or the date on its own line) → caption paragraph(s)
 * (further docket lines for joint decisions) → 'D E C I S I O N' / 'RESOLUTION' (missing before ~2000) →
 * the ponente line ('NACHURA, J.:', 'PER CURIAM:').
 */
export function readDecisionHeader($: CheerioAPI, root: Selection): DecisionHeader {
  const header: DecisionHeader = {
    division: null,
    docket: undefined,
    relatedDockets: [],
    caption: null,
    decisionType: null,
    ponente: null,
    looseDate: null,
  };
  const caption: string[] = [];
  // A joint decision prints a second docket and its own caption: the title keeps the first case's caption.
  let captionClosed = false;
  for (const element of root.children().toArray().slice(0, HEADER_BLOCKS)) {
    const text = blockText(element);
    if (!text) continue;
    const division = divisionOf(text);
    if (division) {
      header.division ??= division;
      continue;
    }
    const docket = parseDocketLine(text);
    if (docket) {
      if (!header.docket) header.docket = docket;
      else if (docket.caseNumber !== header.docket.caseNumber) {
        header.relatedDockets.push(docket.caseNumber);
        captionClosed = caption.length > 0;
      }
      continue;
    }
    const onlyDate = parseLegalDate(text);
    if (onlyDate) {
      header.looseDate ??= onlyDate;
      continue;
    }
    if (!header.docket) continue; // court header lines ('Republic of the Philippines', 'Manila')
    const decisionType = decisionTypeOf(text);
    if (decisionType) {
      header.decisionType = decisionType;
      continue;
    }
    const ponente = ponenteOf(text);
    if (ponente) {
      header.ponente = ponente;
      break;
    }
    if (!header.decisionType && !captionClosed && caption.length < CAPTION_BLOCKS) caption.push(text);
  }
  // Without a ponente line the "caption" may have run into the body: keep only its first paragraph then.
  const captionParts = header.ponente || header.decisionType ? caption : caption.slice(0, 1);
  header.caption = captionParts.join(' ').replace(/\s+/g, ' ').trim() || null;
  return header;
}

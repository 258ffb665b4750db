/**
 * The manifest's decision titles are "the parties, as in the header", but where the source header
 * had no line breaks the text runs on into the body ('… respondents. ESCOLIN, J.: Invoking the
 * people's right …'). The caption ends at the first of: the ponente line, a spaced
 * 'D E C I S I O N', a consolidated-case separator, or a respondent-side designation followed by a long run of body text.
 */
const PONENTE =
  /\s(?:PER CURIAM\s*:|[A-ZÑ][A-ZÑ.'-]*(?: [A-ZÑ][A-ZÑ.'-]*){0,2}(?:, ?(?:[A-Z]\.){1,3})?(?:, ?(?:JR|SR)\.)?,\s*\*?\s*(?:C\.\s*)?J\.\s*:)/;
const SPACED_HEADING = /\s(?:D E C I S I O N|R E S O L U T I O N|DECISION\s*$|RESOLUTION\s*$)/;
const CONSOLIDATED = /\s*x\s*-{3,}/;
const ANSWERING_SIDE =
  /\b(?:respondents?|respondents?-appellees?|appellees?|defendants?(?:-appellants?|-appellees?)?|accused(?:-appellants?)?|oppositors?(?:-appellants?)?)\s*\.(?=\s|$)/gi;

export function cleanDecisionTitle(raw: string): string {
  let title = raw.replace(/\s+/g, ' ').trim();
  for (const marker of [PONENTE, SPACED_HEADING, CONSOLIDATED]) {
    const match = marker.exec(title);
    if (match && match.index > 20) title = title.slice(0, match.index).trim();
  }
  const versus = title.search(/\bvs?\.\s/i);
  if (versus >= 0) {
    ANSWERING_SIDE.lastIndex = versus;
    const end = ANSWERING_SIDE.exec(title);
    // Only a long remainder is body text; a short one is more caption ('… ACCUSED. ARTEMIO DICHOSO, ACCUSED-APPELLANT.').
    if (end && title.length - (end.index + end[0].length) > 150) title = title.slice(0, end.index + end[0].length);
  }
  return title.replace(/\s+([,.])/g, '$1').trim();
}

// The parties' rule is shared with the library reader and the API (packages/shared/src/names/case-parties.ts).
export { splitParties } from '@batas/shared/names';

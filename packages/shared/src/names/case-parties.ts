/**
 * Where a caption turns from one side to the other: 'vs.' or 'versus' anywhere, or 'v.' after a comma, an 'et al.'
 * or a designation ('…, petitioner, v. …', 'TAÑADA, ET AL. v. TUVERA'). A bare ' V. ' is more often a middle initial ('ARTEMIO V. PANGANIBAN').
 */
// 'VS.THE HONORABLE COURT': a printed 'vs.' is a turn even without its space.
const VERSUS = /\s(?:vs\.?|versus)\s+|\svs\.(?=\p{L})/iu;
const SHORT_VERSUS =
  /(?:,|\bet\s+al\.|\b(?:petitioners?|appellants?|appellees?|plaintiffs?|complainants?|movants?))\s+v\.\s+/i;
// The first side's designation, printed after a 'vs.' that split a name ('JULIETA vs. ESGUERRA, PETITIONER, vs. …').
const FIRST_SIDE = /\b(?:petitioners?|plaintiffs?|complainants?|appellants?)\b/i;
const SECOND_SIDE = /\b(?:respondents?|defendants?|appellees?|accused|oppositors?)\b/i;
const DESIGNATED = new RegExp(`${FIRST_SIDE.source}|${SECOND_SIDE.source}`, 'i');
// What the split name leaves before the real turn: the rest of the name and its designation ('ESGUERRA, PETITIONER,').
const NAME_THEN_FIRST_SIDE = new RegExp(`^[^,;.]{1,60},?\\s+${FIRST_SIDE.source}(?:-[a-z]+)*[\\s,.]*$`, 'i');

/** The caption's two sides as printed ('A, petitioner,' and 'B, respondents.'); null when it has no 'vs.'. */
export function splitCaption(caption: string): { left: string; right: string } | null {
  const text = caption.replace(/\s+/g, ' ').trim();
  const match = VERSUS.exec(text) ?? SHORT_VERSUS.exec(text);
  if (!match) return null;
  // Up to the versus word itself (the match may open with the comma or designation before it).
  const cut = match.index + match[0].search(/\S+\s*$/);
  const left = text.slice(0, cut).trim();
  const right = text.slice(match.index + match[0].length).trim();
  if (!left || !right) return null;
  // A second 'vs.' after the first side's designation is the real turn when the first 'vs.' split the first
  // party's name (nothing before it is designated). Consolidated captions designate both of their first sides.
  const again = VERSUS.exec(right);
  const between = again ? right.slice(0, again.index) : '';
  if (again && NAME_THEN_FIRST_SIDE.test(between) && !DESIGNATED.test(left)) {
    const rest = right.slice(again.index + again[0].length).trim();
    if (rest) return { left: `${left} ${between.trim()}`, right: rest };
  }
  return { left, right };
}

// A party's designation at the end of a side, in English or in the Spanish of the early reports ('demandado y
// apelante'), hyphenated or not ('oppositor- appellant').
const DESIGNATION =
  /,?\s*(?:petitioners?|complainants?|plaintiffs?|appellants?|appellees?|respondents?|defendants?|accused|oppositors?|protestants?|protestees?|intervenors?|demandantes?|demandados?|apelantes?|apelados?|recurrentes?|recurridos?|querellantes?|acusados?)(?:[-\s]+[a-z]+)*\s*[.,]?\s*$/i;

/** 'A, petitioner, vs. B, respondents.' → parties without their designations; null when there is no 'vs.'. */
export function splitParties(title: string): { petitioner: string; respondent: string } | null {
  const sides = splitCaption(title);
  if (!sides) return null;
  const strip = (text: string) =>
    text
      .replace(DESIGNATION, '')
      .replace(/[\s,;]+$/, '')
      .trim()
      .slice(0, 1000);
  return { petitioner: strip(sides.left), respondent: strip(sides.right) };
}

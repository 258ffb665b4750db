/**
 * Where a caption turns from one side to the other: 'vs.' or 'versus' anywhere, or 'v.' after a comma or a
 * designation ('…, petitioner, v. …'). A bare ' V. ' is more often a middle initial ('ARTEMIO V. PANGANIBAN').
 */
const VERSUS = /\s(?:vs\.?|versus)\s+/i;
const SHORT_VERSUS = /(?:,|\b(?:petitioners?|appellants?|appellees?|plaintiffs?|complainants?|movants?))\s+v\.\s+/i;

/** The caption's two sides as printed ('A, petitioner,' and 'B, respondents.'); null when it has no 'vs.'. */
export function splitCaption(caption: string): { left: string; right: string } | null {
  const text = caption.replace(/\s+/g, ' ').trim();
  const match = VERSUS.exec(text) ?? SHORT_VERSUS.exec(text);
  if (!match) return null;
  // Up to the versus word itself (the match may open with the comma or designation before it).
  const cut = match.index + match[0].search(/\S+\s+$/);
  const left = text.slice(0, cut).trim();
  const right = text.slice(match.index + match[0].length).trim();
  return left && right ? { left, right } : null;
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

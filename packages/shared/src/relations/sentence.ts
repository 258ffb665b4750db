/** Abbreviations whose period does not end the sentence ('R.A. No. 7659', 'Sec. 5', 'E.O. No. 372'). */
const ABBREVIATION_END =
  /\b(?:No|Nos|Blgs?|Sec|Secs|Art|Arts|Par|Pars|Inc|Corp|Co|Jr|Sr|St|Gen|Hon|Atty|Dr|Mr|Mrs|Ms|s)$/i;
const INITIAL_END = /\b[A-Z]$/;
const notAnEnd = (before: string) => ABBREVIATION_END.test(before) || INITIAL_END.test(before);
const MAX_AFTER = 600;
const MAX_CONTEXT = 700;

/** The rest of the sentence after a law, up to 600 characters: where its verb is, however long its name. */
export function clauseAfter(text: string, from: number): string {
  const window = text.slice(from, from + MAX_AFTER);
  const end = /[.;](?=\s|$)/g;
  for (let match = end.exec(window); match; match = end.exec(window)) {
    if (match[0] === ';' || !notAnEnd(window.slice(0, match.index))) return window.slice(0, match.index + 1);
  }
  return window;
}

/**
 * The sentence that states a relation: from its start (as the citator finds it) to its end past the verb, which
 * in a statute can follow a long name ('…, otherwise known as …, is hereby repealed'). Spaces collapsed.
 */
export function relationContext(text: string, start: number, end: number): string {
  const sentence = `${text.slice(sentenceStart(text, start), end)}${clauseAfter(text, end)}`
    .replace(/\s+/g, ' ')
    .trim();
  // A long sentence keeps its beginning and its end, where the verb is ('… is hereby amended to read as follows').
  if (sentence.length <= MAX_CONTEXT) return sentence;
  const half = Math.floor((MAX_CONTEXT - 3) / 2);
  return `${sentence.slice(0, half).trimEnd()} … ${sentence.slice(-half).trimStart()}`;
}

const MAX_BEFORE = 300;

/**
 * Where the sentence holding `position` starts, at most 300 characters back: after the last '.', ';' or ':' that
 * ends one ('Batas Pambansa Blg. 13, 50 and 132 are …' is one sentence: 'Blg.' does not end it).
 */
function sentenceStart(text: string, position: number): number {
  const from = Math.max(0, position - MAX_BEFORE);
  const window = text.slice(from, position);
  const boundary = /[.;:!?]["”’)\]]*\s+/g;
  let found = -1;
  for (let match = boundary.exec(window); match; match = boundary.exec(window)) {
    if (window[match.index] !== '.' || !notAnEnd(window.slice(0, match.index))) {
      found = match.index + match[0].length;
    }
  }
  if (found >= 0) return from + found;
  if (from === 0) return 0;
  const space = window.indexOf(' ');
  return from + (space < 0 ? 0 : space + 1);
}

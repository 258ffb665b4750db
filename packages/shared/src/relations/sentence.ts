import { citationContext } from '../citations/citation-context.ts';

/** Abbreviations whose period does not end the sentence ('R.A. No. 7659', 'Sec. 5', 'E.O. No. 372'). */
const NOT_AN_END =
  /(?:\b(?:No|Nos|Sec|Secs|Art|Arts|Blg|Par|Pars|Inc|Corp|Co|Jr|Sr|St|Gen|Hon|Atty|Dr|Mr|Mrs|Ms|s)|\b[A-Z])$/;
const MAX_AFTER = 600;
const MAX_CONTEXT = 700;

/** The rest of the sentence after a law, up to 600 characters: where its verb is, however long its name. */
export function clauseAfter(text: string, from: number): string {
  const window = text.slice(from, from + MAX_AFTER);
  const end = /[.;](?=\s|$)/g;
  for (let match = end.exec(window); match; match = end.exec(window)) {
    if (match[0] === ';' || !NOT_AN_END.test(window.slice(0, match.index))) return window.slice(0, match.index + 1);
  }
  return window;
}

/**
 * The sentence that states a relation: from its start (as the citator finds it) to its end past the verb, which
 * in a statute can follow a long name ('…, otherwise known as …, is hereby repealed'). Spaces collapsed.
 */
export function relationContext(text: string, start: number, end: number): string {
  const context = citationContext(text, start, end);
  const before = context.text.slice(0, context.markStart);
  const sentence = `${before}${text.slice(start, end)}${clauseAfter(text, end)}`.replace(/\s+/g, ' ').trim();
  return sentence.length > MAX_CONTEXT ? `${sentence.slice(0, MAX_CONTEXT - 1)}…` : sentence;
}

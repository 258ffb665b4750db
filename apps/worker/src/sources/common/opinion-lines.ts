import { squash, unspaced } from './text.ts';

/** Recognisers for the fixed lines of a Supreme Court decision, shared by both sites. */

const DIVISION = /^(EN\s+BANC|(?:SPECIAL\s+)?(?:FIRST|SECOND|THIRD|FOURTH|FIFTH)\s+DIVISION|SPECIAL\s+DIVISION)$/i;

/** 'THIRD DIVISION', 'EN BANC' (upper-case, single-spaced) or undefined. */
export function divisionOf(text: string): string | undefined {
  const line = squash(text);
  return DIVISION.test(line) ? line.toUpperCase().replace(/\s+/g, ' ') : undefined;
}

const DOC_TYPES: Record<string, string> = {
  DECISION: 'Decision',
  RESOLUTION: 'Resolution',
  EXTENDEDRESOLUTION: 'Resolution',
  ORDER: 'Order',
  PERCURIAMDECISION: 'Decision',
};

/** 'Decision' for 'D E C I S I O N' or 'DECISION', 'Resolution' for 'R E S O L U T I O N', … */
export function decisionTypeOf(text: string): string | undefined {
  return DOC_TYPES[unspaced(text)];
}

// 'NACHURA, J.:', 'GUTIERREZ, JR., J.:', 'PUNO, C.J.:', 'PERALTA, Acting C.J.:', 'PER CURIAM:'.
const PONENTE = /^([A-ZÑ][A-ZÑ .,'-]{1,60}?),?\s+(?:Acting\s+)?(?:C\.\s*J\.|S\.?\s*A\.?\s*J\.|J\.)\s*:?$/;
const PER_CURIAM = /^PER\s+CURIAM\s*:?$/i;

/** The ponente's name as printed ('NACHURA', 'GUTIERREZ, JR.'), 'PER CURIAM', or undefined. */
export function ponenteOf(text: string): string | undefined {
  const line = squash(text);
  if (PER_CURIAM.test(line)) return 'PER CURIAM';
  const match = PONENTE.exec(line);
  return match?.[1] ? match[1].replace(/[\s,]+$/, '') : undefined;
}

/**
 * One word in name case: 'DELA' → 'Dela', 'MCDONALD' → 'McDonald', "O'BRIEN" → "O'Brien", "PEOPLE'S" →
 * "People's", 'SANTOS-CRUZ' → 'Santos-Cruz'. The Mc- rule needs two more letters so 'MC' alone stays 'Mc'.
 */
export function capitalizeWord(word: string): string {
  return word
    .split('-')
    .map((part) => capitalizePart(part.toLowerCase()))
    .join('-');
}

function capitalizePart(lower: string): string {
  const first = lower.search(/\p{L}/u);
  // '2nd', '1987-A': a word that opens with a number keeps its letters small.
  if (first < 0 || /\d/.test(lower.slice(0, first))) return lower;
  let result = lower.slice(0, first) + lower.charAt(first).toUpperCase() + lower.slice(first + 1);
  const rest = result.slice(first);
  if (/^Mc\p{L}{2,}/u.test(rest)) {
    result = result.slice(0, first + 2) + result.charAt(first + 2).toUpperCase() + result.slice(first + 3);
  }
  const apostrophe = /^([OD])['\u2019](\p{L})/u.exec(rest);
  if (apostrophe) result = result.slice(0, first + 2) + apostrophe[2]!.toUpperCase() + result.slice(first + 3);
  return result;
}

/** True when a text's letters are (almost) all capitals: 'PEOPLE OF THE PHILIPPINES v. JUAN' counts. */
export function isMostlyUpperCase(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const lower = text.match(/\p{Ll}/gu)?.length ?? 0;
  return letters >= 2 && lower / letters <= 0.1;
}

/**
 * LawPhil injects watermark strings into its texts to trace copies. Newer pages wrap them in <cite>
 * ('ℒαwρhi৷', '1aшphi1', '1avvphi1'); older pages leave them bare in the text ('1äwphï1.ñët',
 * 'têñ.£îhqwâ£', '(awÞhi(', '1avvphi1', '1wphi1', '1awp++i1'), sometimes inside the number line.
 */
export const BARE_WATERMARKS: readonly string[] = [
  '1äwphï1.ñët',
  'têñ.£îhqwâ£',
  '(awÞhi(',
  '1avvphi1',
  '1awp++i1',
  '1aшphi1',
  'ℒαwρhi৷',
  '1äwphï1',
  '1wphi1',
];

// The family shape: a few look-alike characters around 'w…phi' ('1avvphi1', 'ℒαwρhi৷', '1aшphi1').
const SHAPE = /^[^\s]{0,4}(?:w|vv|ш)[pρÞ]h[iï৷][^\s]{0,5}$/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const BARE = new RegExp(BARE_WATERMARKS.map(escapeRegExp).join('|'), 'gu');

// The 'lawphil.net' family wherever it sits, glued to a word or not ('hundred.1aшphi1', 'approval.1a\\^/phi1',
// '1ªvvphïl.nët', 'lävvphì1·né+', 'l^vvphi1.net', 'ñé+.£ªwph!1', 'lwphl@itç', '|avvphil.nê+'): a 1/l/(/| lead,
// look-alikes of 'aw', 'ph', 'i', a 1/l/( tail and an optional mangled '.net'. It needs the 'w'-like part, so
// 'Philippines' and 'philosophy' never match, and a lower-case lead, so 'The Lawphil Project' footer is left to the
// footer rule; a capital 'Lawphil.net' only when glued to the word before ('effectivity.Lawphil.net'), not 'www.'.
// That last condition is checked looking back from the end of the match: a lookbehind at the start of an
// alternative makes V8 try the whole pattern at every character, and the pattern ran 8 times slower (5.8 s against
// 0.7 s over LawPhil's 52,978 files, with the same result on every one).
const FAMILY =
  /(?:ñé\+\.£ª|[1l(ℒ|][aâäàáªα]?|l\^)(?:w|vv|ш|\\\^\/)[pρÞ]h[iïîíì!৷]?[l1(৷](?:[.·>][nñz][eéêèëw][t+]|@(?:ITC|it[cç]))?|lwphl@it[cç]|Lawphil\.n[eêèéë][t+](?<=\SLawphil\.n[eêèéë][t+])(?<!www\.Lawphil\.n[eêèéë][t+])/gu;

/** A <cite> whose whole text is a watermark (empty, a known string, or the family shape). */
export function isWatermarkText(text: string): boolean {
  const value = text.trim();
  if (!value) return true;
  if (/\s/.test(value) || value.length > 24) return false;
  return value.replace(BARE, '') === '' || SHAPE.test(value);
}

/** Removes bare watermark strings from a text run: the known strings anywhere, the shape only as a whole token. */
export function stripWatermarks(text: string): string {
  // Cheap checks first: the library reader runs this over 53,000 texts, most of which hold a few marks at most.
  const bare = BARE_WATERMARKS.some((mark) => text.includes(mark)) ? text.replace(BARE, '') : text;
  const family = bare.replace(FAMILY, '');
  return family.includes('phi') ? withoutShapeTokens(family) : family;
}

const SPACE = /\s/;

/** Drops the whole tokens around each 'phi' that have the family shape (only they can: SHAPE needs 'phi'). */
function withoutShapeTokens(text: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf('phi'); at >= 0; ) {
    let start = at;
    while (start > 0 && !SPACE.test(text[start - 1]!)) start -= 1;
    let end = at + 3;
    while (end < text.length && !SPACE.test(text[end]!)) end += 1;
    if (SHAPE.test(text.slice(start, end))) {
      out += text.slice(from, start);
      from = end;
    }
    at = text.indexOf('phi', end);
  }
  return out + text.slice(from);
}

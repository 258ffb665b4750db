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

/** A <cite> whose whole text is a watermark (empty, a known string, or the family shape). */
export function isWatermarkText(text: string): boolean {
  const value = text.trim();
  if (!value) return true;
  if (/\s/.test(value) || value.length > 24) return false;
  return value.replace(BARE, '') === '' || SHAPE.test(value);
}

/** Removes bare watermark strings from a text run: the known strings anywhere, the shape only as a whole token. */
export function stripWatermarks(text: string): string {
  return text.replace(BARE, '').replace(/[^\s]+/gu, (token) => (SHAPE.test(token) && /phi/.test(token) ? '' : token));
}

/** Whitespace as the source pages write it (CRLF, tabs, &nbsp; runs used as spacing) squeezed to single spaces. */
export function squash(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s\u00a0\u2000-\u200b\u3000]+/g, ' ').trim();
}

/** Text with letter-spacing removed: 'D E C I S I O N' → 'DECISION', 'A T T E S T A T I O N' → 'ATTESTATION'. */
export function unspaced(text: string): string {
  return squash(text).replace(/\s+/g, '').toUpperCase();
}

/** null for empty strings, so "not on the page" is one value in the output. */
export function orNull(text: string | null | undefined): string | null {
  const value = squash(text);
  return value ? value : null;
}

/** Strips wrapping brackets and trailing separators: '[ G.R. No. 1. ]' → 'G.R. No. 1'. */
export function trimPunctuation(text: string): string {
  return squash(text)
    .replace(/^[\s[(]+/, '')
    .replace(/[\s\],.;:)]+$/, '')
    .trim();
}

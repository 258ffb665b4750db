/**
 * Highlighted snippets, computed for the rows of one page only (ts_headline re-parses the text it
 * is given, so it is the most expensive call per row). Its input is bounded too: the summary and the
 * first SNIPPET_SOURCE_CHARS characters of the body, the opening that rank_vector holds and where the opening tier
 * found its matches (its cost follows the length: 10 rows at 100,000 documents took 17 ms from 8,000 characters,
 * 9 ms from 4,000); a document that matches only deeper in has no passage, and its card shows its opening.
 *
 * ts_headline marks matches with markers we choose and does not escape the text around them, so the
 * markers are private-use characters that are removed from the source first; the text is then
 * HTML-escaped here and only the markers become <mark> and </mark>. Nothing from a document can
 * reach the page as markup.
 */
const START = '\uE000';
const STOP = '\uE001';
const GAP = '\uE002';
export const SNIPPET_SOURCE_CHARS = 4_000;
const OPTIONS = `StartSel=${START}, StopSel=${STOP}, FragmentDelimiter=${GAP}, MaxFragments=2, MaxWords=28, MinWords=12, ShortWord=2, HighlightAll=false`;

/** SQL for the highlight column of a row `d`; `tsquery` is the query's tsquery expression. */
export function snippetSql(tsquery: string): string {
  const source = `translate(coalesce(nullif(d.summary, '') || E'\\n', '') || left(coalesce(d.content, ''), ${SNIPPET_SOURCE_CHARS}), E'${START}${STOP}${GAP}', '')`;
  return `ts_headline('ph_legal', ${source}, ${tsquery}, '${OPTIONS}')`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** ts_headline's output → safe HTML with <mark>, fragments joined by ' … '; null when nothing matched. */
export function snippetHtml(raw: string | null | undefined): string | null {
  if (!raw || !raw.includes(START)) return null;
  const html = escapeHtml(raw.replace(/\s+/g, ' ').trim())
    .replaceAll(START, '<mark>')
    .replaceAll(STOP, '</mark>')
    .replaceAll(GAP, ' … ');
  return html;
}

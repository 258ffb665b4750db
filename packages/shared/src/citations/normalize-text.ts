/**
 * Prepares text for the citation finder while keeping every character at its place, so that a span found in the
 * prepared text is the same span in the original (the extract API returns offsets into what the user pasted).
 *
 * - every dash-like character becomes '-', every odd space becomes ' ';
 * - footnote markers ('*', '†', superscript digits) become spaces: NFKC would turn '271²' into page 2712;
 * - HTML tags and the common entities become spaces of the same length ('<i>People</i>', '&amp;' → '&').
 */
const DASHES = /[\u2010-\u2015\u2212\u2043\uFE58\uFE63\uFF0D]/g;
const SPACES = /[\u00A0\u1680\u2000-\u200B\u202F\u205F\u3000\uFEFF\t\r\n\f\v]/g;
const FOOTNOTES = /[*\u2020\u2021\u00B9\u00B2\u00B3\u2070-\u209F]/g;
const TAGS = /<\/?[A-Za-z][^<>]{0,300}>/g;
const ENTITIES = /&(?:amp|nbsp|#160|#38|ndash|mdash);/gi;

const blank = (text: string) => ' '.repeat(text.length);

export function normalizeForScan(text: string): string {
  return text
    .replace(TAGS, blank)
    .replace(ENTITIES, (entity) => {
      const name = entity.toLowerCase();
      if (name === '&amp;' || name === '&#38;') return `&${blank(entity.slice(1))}`;
      if (name === '&ndash;' || name === '&mdash;') return `-${blank(entity.slice(1))}`;
      return blank(entity);
    })
    .replace(DASHES, '-')
    .replace(SPACES, ' ')
    .replace(FOOTNOTES, ' ');
}

/** Collapses runs of spaces and trims: for texts shown back to people ('CBD Case No. 05-1448'). */
export function tidySpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

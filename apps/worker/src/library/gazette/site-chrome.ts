import { type ContentBlock } from './page/content-blocks.ts';

/**
 * Page furniture printed in the text: the links between a law and its Filipino translation, and the 'Tags: …' line
 * that one of the Gazette's page layouts puts above the text.
 */
const FURNITURE =
  /^\[?\s*(?:Basahin sa Filipino|Read in English|Read the English version|Basahin ang salin sa Filipino)\s*\]?\.?$|^Tags\s*:/i;

/**
 * What the Gazette prints under a text about where it came from, not part of the law: 'Source: CDAsia', 'Source :
 * Presidential Management Staff', the bibliographic line of the printed Gazette ('Office of the President of the
 * Philippines. (1987). Supplement to the Official Gazette …'), and the link back to the code on every page of the
 * Administrative Code ('Executive Order No. 292 ADMINISTRATIVE CODE OF 1987').
 */
const TRAILING_NOTES = [
  /^Sources?\s*:/i,
  // 'Office of the President of the Philippines. (1987). Supplement to …', 'Bureau of Printing. (1955). Executive
  // Order No. 94 …', 'Garcia, C. P. (1957). Executive Order No. 279 : …': where the Gazette took the text from.
  /^[A-Z][\w ,.'’&-]{1,80}?\s*\((?:1[89]|20)\d{2}\)\.\s/,
  /^(?:Supplement to the )?Official Gazette(?: of the Republic of the Philippines)?\s*[.,]?\s*(?:Vol|\(\d{4}\)|Manila)/i,
  /^Executive Order No\.\s*292\s*\n?\s*ADMINISTRATIVE CODE OF 1987$/i,
];

/** The Gazette's own translations open with a note that they are its unofficial Filipino version. */
const TRANSLATION_NOTE = /\b(?:Salin ng Official Gazette|Di-opisyal na salin|Hindi ito ang opisyal na salin)\b/i;

/** The page is the Gazette's unofficial Filipino translation of a law whose English text has its own page. */
export function isTranslation(blocks: readonly ContentBlock[]): boolean {
  return blocks.slice(0, 4).some((block) => TRANSLATION_NOTE.test(block.text));
}

/** The blocks of the text itself: furniture anywhere, source notes at the end, dropped. */
export function withoutSiteChrome(blocks: readonly ContentBlock[]): ContentBlock[] {
  const kept = blocks.filter((block) => block.table || !FURNITURE.test(block.text));
  while (kept.length > 0) {
    const last = kept[kept.length - 1]!;
    if (last.table || !TRAILING_NOTES.some((pattern) => pattern.test(last.text))) break;
    kept.pop();
  }
  return kept;
}

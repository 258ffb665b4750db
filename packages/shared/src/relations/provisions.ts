/**
 * The provisions a relation names, read from the words right before the law's citation: 'Section 21 of',
 * 'Sections 2 and 3 of', 'Article 26 of', 'paragraph (a) of Section 5, Article II of'. Only a chain that ends in
 * 'of' right before the citation counts, so a section heading earlier in the sentence ('SECTION 1.') is never read.
 */

/** Provision kinds, as printed (singular, plural, abbreviated), and the name each is reported under. */
const KIND_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/^sec/i, 'Section'],
  [/^art/i, 'Article'],
  [/^chap/i, 'Chapter'],
  [/^tit/i, 'Title'],
  [/^book/i, 'Book'],
  [/^rule/i, 'Rule'],
  [/^part/i, 'Part'],
  [/^par/i, 'Paragraph'],
];

const KIND = String.raw`(?:sections?|secs?\.|§§?|articles?|arts?\.|chapters?|titles?|books?|rules?|parts?|paragraphs?|pars?\.)`;
/** '21', '5-A', '21(a)(1)', '(a)', 'II', 'XIV'. */
const ITEM = String.raw`(?:\d+(?:\s?-?\s?[A-Z](?![a-z]))?(?:\s?\([a-z0-9]{1,4}\))*|\([a-z0-9]{1,4}\)(?:\s?\([a-z0-9]{1,4}\))*|[IVXLC]{1,7}\b)`;
const LIST = String.raw`${ITEM}(?:\s*(?:,|&|\band\b|\bto\b|,\s*and\b)\s*${ITEM})*`;
const UNIT = String.raw`${KIND}\s*${LIST}`;
/** A chain of units joined by 'of', commas or 'and', ending in 'of (the)' at the very end of the text before. */
const CHAIN_AT_END = new RegExp(
  String.raw`(?:${UNIT})(?:\s*(?:,\s*)?(?:\bof\b|\band\b|\bin relation to\b)?\s*(?:the\s+)?(?:${UNIT}))*(?:\s*,?\s*\b(?:of|in|under)\s+(?:the\s+)?|\s*,\s*)$`,
  'i',
);
const UNIT_GLOBAL = new RegExp(`(${KIND})\\s*(${LIST})`, 'gi');
const ITEM_GLOBAL = new RegExp(ITEM, 'g');

/** How far back the chain may start: long enough for 'paragraphs (a) and (b) of Section 5, Article II of the'. */
const LOOK_BACK = 160;

/**
 * The provisions named right before `start` in `text` ('Section 21', 'Section 2', 'Section 3', 'Article 26'),
 * paragraphs left out (they sit inside the sections named with them). Empty when the citation is not preceded by a
 * provision chain.
 */
export function provisionsBefore(text: string, start: number, floor = 0): string[] {
  const from = Math.max(floor, start - LOOK_BACK);
  const before = text.slice(from, start);
  const chain = CHAIN_AT_END.exec(before);
  if (!chain) return [];
  return provisionsIn(chain[0]);
}

/** Every provision a phrase names, in order, without repeats. */
export function provisionsIn(phrase: string): string[] {
  const out: string[] = [];
  for (const unit of phrase.matchAll(UNIT_GLOBAL)) {
    const name = kindName(unit[1]!);
    if (!name || name === 'Paragraph') continue;
    const list = unit[2]!;
    const items = [...list.matchAll(ITEM_GLOBAL)].map((item) => tidyItem(item[0]));
    const range = /\bto\b/i.test(list) && items.length === 2 ? expandRange(items[0]!, items[1]!) : null;
    for (const item of range ?? items) {
      const provision = `${name} ${item}`;
      if (!out.includes(provision)) out.push(provision);
    }
  }
  return out;
}

function kindName(printed: string): string | null {
  if (printed.startsWith('§')) return 'Section';
  return KIND_NAMES.find(([pattern]) => pattern.test(printed))?.[1] ?? null;
}

function tidyItem(item: string): string {
  return item.replace(/\s+/g, '').replace(/^(\d+)-?([A-Z])$/, '$1-$2');
}

/** 'Sections 2 to 5': each of them, when both ends are plain numbers and the range is short. */
function expandRange(first: string, last: string): string[] | null {
  if (!/^\d+$/.test(first) || !/^\d+$/.test(last)) return null;
  const a = Number(first);
  const b = Number(last);
  if (b <= a || b - a > 30) return null;
  return Array.from({ length: b - a + 1 }, (_, index) => String(a + index));
}

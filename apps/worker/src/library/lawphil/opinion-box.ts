import { squash } from '../../sources/common/text.ts';
import { type DocketText, readDocketLine } from './docket-lines.ts';

/** One line of the box: '♦ Dissenting and Concurring Opinion, Francisco, [J]'. */
export interface OpinionBoxEntry {
  /** 'Decision', 'Dissenting and Concurring Opinion', 'Separate Opinion'. */
  label: string;
  /** As the box prints it: 'Francisco', 'Davide, Jr.'. */
  author: string;
}

// The box is at the very top; a '♦' further down is part of the text.
const BOX_BLOCKS = 30;
const ENTRY = /^♦\s*(.+?),\s*(.+?),?\s*\[\s*C?\.?\s*J\s*\]\.?$/;

/**
 * LawPhil's 1997–98 pages open with a box listing the decision and every separate opinion of the case, under the
 * docket and a date that is not always the decision's ('G.R. No. 127325, March 14, 1997,' above a decision of
 * March 19, 1997). The box is navigation, not text: it is cut off, and the header is read after it.
 * Returns the entries and the index of the first block after the box (0 when there is none).
 */
export function readOpinionBox(blocks: readonly string[]): {
  entries: OpinionBoxEntry[];
  /** The docket line above the box: the case's docket, when the text under the box prints none. */
  docket: DocketText | undefined;
  end: number;
} {
  let last = -1;
  for (let index = 0; index < Math.min(blocks.length, BOX_BLOCKS); index += 1) {
    if (blocks[index]!.trimStart().startsWith('♦')) last = index;
  }
  if (last < 0) return { entries: [], docket: undefined, end: 0 };
  const entries: OpinionBoxEntry[] = [];
  for (const block of blocks.slice(0, last + 1)) {
    const entry = ENTRY.exec(squash(block));
    if (entry) entries.push({ label: entry[1]!, author: entry[2]! });
  }
  // 'Manila', left over from the court header the box sits in.
  const end = blocks[last + 1]?.trim() === 'Manila' ? last + 2 : last + 1;
  return { entries, docket: readDocketLine(blocks[0] ?? ''), end };
}

import { htmlBodyBlocks, plainTextBlocks } from './body-blocks.ts';
import { readProvision } from './block-kinds.ts';
import { bodyStructure, SOURCE_NOTE } from './body-structure.ts';

/** A provision of a law as the search index stores it (packages/db/src/provisions). */
export interface IndexedProvision {
  /** Its order in the law, from 0. */
  position: number;
  /** The id of its paragraph on the document's page ('art-308', 'art-3-sec-1'). */
  anchor: string;
  /** 'Art. 308', 'Sec. 3'. */
  label: string;
  heading: string | null;
  /** The captions of the divisions it opens, one a line ('THEFT'). */
  topics: string;
  /** The start of its text, after its label and heading. */
  passage: string;
}

const PASSAGE_LENGTH = 320;

/** 'Article 308' → 'Art. 308'; 'SEC. 2' → 'Sec. 2'. */
function shortLabel(label: string): string {
  const provision = readProvision(label);
  if (!provision) return label;
  return `${provision.kind === 'art' ? 'Art.' : 'Sec.'} ${provision.number.toUpperCase()}`;
}

/** The text after the label and the heading ('Theft is committed by any person who …'), cut at a word. */
function passageOf(block: string, label: string, heading: string | null): string {
  // The block opens with the label as written ('Article 308.'); the entry's label has lost its stop.
  let text = block
    .slice(label.length)
    .replace(/^[.:]?\s*/, '')
    .replace(/\s+/g, ' ');
  if (heading && text.startsWith(heading)) text = text.slice(heading.length).replace(/^\s*\.?\s*[-–—‑]*\s*/, '');
  if (text.length <= PASSAGE_LENGTH) return text;
  const cut = text.slice(0, PASSAGE_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

/**
 * A law's provisions worth finding by their words: those with a heading of their own ('Who are liable for theft')
 * or that open a division (the Civil Code's Article 2176, first under 'Quasi-delicts'). A provision with neither has
 * nothing a topic search could match. Read from the same blocks, with the same anchors, as the page renders.
 */
export function lawProvisions(body: { content: string | null; htmlContent: string | null }): IndexedProvision[] {
  const blocks = body.htmlContent?.trim()
    ? htmlBodyBlocks(body.htmlContent).blocks
    : plainTextBlocks(body.content ?? '', 'law');
  const { provisions } = bodyStructure(blocks, 'law');
  return provisions.flatMap((provision, position) =>
    provision.heading || provision.opens.length > 0
      ? [
          {
            position,
            anchor: provision.anchor,
            label: shortLabel(provision.label),
            heading: provision.heading,
            // 'Human Relations (n)' is about human relations: the source note is no word of the topic.
            topics: provision.opens.map((caption) => caption.replace(SOURCE_NOTE, '')).join('\n'),
            passage: passageOf(blocks[provision.block]!, provision.label, provision.heading),
          },
        ]
      : [],
  );
}

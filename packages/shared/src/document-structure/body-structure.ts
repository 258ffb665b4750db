import type { DocumentOutlineEntry } from '../contracts/document-resolve.ts';
import {
  DIVISION_RANK,
  isCaption,
  isDecisionHeading,
  isDispositive,
  readDivision,
  readProvision,
  type Division,
} from './block-kinds.ts';
import { classifyLine, type LineKind } from './line-kinds.ts';

/** Laws get divisions and provisions; decisions (and anything else) get sub-headings and the dispositive part. */
export type BodyGenre = 'law' | 'decision';

/** What the renderer does with one block. Ids are made of [a-z0-9-] only, so they need no escaping. */
export type BlockRole =
  | { role: 'heading'; level: number; id: string; className: string; division?: Division }
  /** The caption line a bare division marker took in ('CHAPTER 1' + 'Effect and Application of Laws'). */
  | { role: 'caption' }
  | { role: 'provision'; id: string; label: string }
  | { role: 'dispositive' }
  | { role: 'line'; kind: LineKind };

/** A law's provision as search indexes it: its anchor, label and heading, and what the divisions it opens are called. */
export interface ProvisionEntry {
  anchor: string;
  /** As written, without its closing stop: 'Article 308', 'SEC. 2'. */
  label: string;
  /** The provision's own heading ('Who are liable for theft'), or null when the text gives none. */
  heading: string | null;
  /** The captions of the divisions this provision is the first of ('THEFT' for Article 308): what it defines. */
  opens: string[];
  /** Its block in the body. */
  block: number;
}

export interface BodyStructure {
  roles: (BlockRole | null)[];
  outline: DocumentOutlineEntry[];
  /** Laws only: every provision, listed in the contents or not. */
  provisions: ProvisionEntry[];
}

// Past this many provisions the contents list the divisions only (the Civil Code has 2,270 articles).
const MAX_LISTED_PROVISIONS = 150;
// Decisions: DECISION, RESOLUTION, SEPARATE OPINION … open a part; 'The Facts' and its kind sit inside one.
const PART_RANK = 1;
const SUBHEADING_RANK = 2;

const ID_PREFIX: Record<Division['kind'], string> = {
  book: 'book',
  part: 'part',
  title: 'title',
  chapter: 'chapter',
  article: 'art',
  section: 'sec',
  subsection: 'subsec',
};

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'part';

/** Headings nest by rank: a Chapter after a Title is one level deeper; the next Title closes both. */
class HeadingStack {
  private open: { rank: number; id: string }[] = [];
  push(rank: number, ownId: string, scoped: boolean): { level: number; id: string } {
    while (this.open.length > 0 && this.open.at(-1)!.rank >= rank) this.open.pop();
    const parent = this.open.at(-1)?.id;
    const id = scoped && parent ? `${parent}-${ownId}` : ownId;
    this.open.push({ rank, id });
    return { level: Math.min(2 + this.open.length - 1, 6), id };
  }
  get current() {
    return { id: this.open.at(-1)?.id ?? null, depth: this.open.length };
  }
}

class IdSet {
  private used = new Set<string>();
  claim(wanted: string): string {
    let id = wanted;
    for (let n = 2; this.used.has(id); n += 1) id = `${wanted}-${n}`;
    this.used.add(id);
    return id;
  }
}

/** The Civil Code's note of where an article comes from, at the end of its text or caption: '(n)', '(1902a)'. */
export const SOURCE_NOTE = /\s*\((?:n|\d+[a-z]?)\)$/;

/**
 * A provision's own heading: 'Who are liable for theft' in 'Article 308. Who are liable for theft. -Theft is …',
 * 'Title of this Code' in 'Section 1. Title of this Code. – This decree …', 'Definitions' in 'Sec. 3. Definitions -
 * As used …'. A stop then a dash ends it first, so a heading may hold a hyphen ('Who are brigands-Penalty').
 */
export function provisionCaption(text: string, label: string): string | null {
  const rest = text.slice(label.length).split('\n')[0]!.trim();
  const stopped = /^(.{3,150}?)\s*\.\s*[-–—‑]+\s*\S/.exec(rest) ?? /^([^.–—‑-]{3,80}?)\s*\.?\s*[-–—‑]\s/.exec(rest);
  if (stopped) return stopped[1]!.trim();
  // A short article ending in its source note is a whole sentence, not a heading: the Civil Code's 'Possession is the
  // holding of a thing or the enjoyment of a right. (430a)'.
  if (SOURCE_NOTE.test(rest)) return null;
  return rest.length <= 80 && rest.length > 2 && !/[.;:]$/.test(rest) ? rest : null;
}

/**
 * Reads a law's blocks into divisions (headings whose level follows their nesting) and provisions (anchored
 * paragraphs), and its contents: the divisions, and the provisions too while they are few enough to list.
 * Provision ids are 'art-19' or 'sec-3'; when a number repeats (each Article of the Constitution has a Section 1)
 * they are scoped by their division: 'art-3-sec-1'.
 */
function lawStructure(blocks: readonly string[]): BodyStructure {
  const roles: (BlockRole | null)[] = blocks.map(() => null);
  const stack = new HeadingStack();
  const ids = new IdSet();
  const outline: (DocumentOutlineEntry & { provision?: { base: string; parent: string | null; index: number } })[] = [];
  const provisionBases = new Map<string, number>();
  const provisions: ProvisionEntry[] = [];
  // Captions of the divisions opened since the last provision: the next provision is the first of each.
  let opened: string[] = [];

  blocks.forEach((text, index) => {
    if (roles[index]) return; // a caption already taken
    const division = readDivision(text);
    const next = blocks[index + 1];
    const takesCaption = division && !division.caption && next !== undefined && isCaption(next);
    // A bare 'SECTION 1' is a division only with a caption under it; otherwise it labels a provision (1987 text).
    // The 1987 text repeats a marker under its captioned form ('ARTICLE I – NATIONAL TERRITORY', 'ARTICLE I').
    const previous = roles[index - 1];
    const repeated =
      previous?.role === 'heading' &&
      previous.division?.kind === division?.kind &&
      previous.division?.number === division?.number;
    // 'SECTION ONE.-Treason and espionage' (numbered in words, with its caption) is a division on its own line.
    if (division && !repeated && (division.kind !== 'section' || takesCaption || division.caption)) {
      const own = division.number ? `${ID_PREFIX[division.kind]}-${division.number}` : 'preliminary-title';
      const placed = stack.push(DIVISION_RANK[division.kind], own, true);
      const id = ids.claim(placed.id);
      const caption = division.caption || (takesCaption ? next!.trim() : '');
      roles[index] = { role: 'heading', level: placed.level, id, className: 'doc-part', division };
      if (takesCaption) roles[index + 1] = { role: 'caption' };
      if (caption) opened.push(caption);
      outline.push({ id, label: division.marker, caption: caption || null, depth: placed.level - 2 });
      return;
    }
    const provision = readProvision(text);
    if (provision) {
      const base = `${provision.kind}-${provision.number}`;
      provisionBases.set(base, (provisionBases.get(base) ?? 0) + 1);
      roles[index] = { role: 'provision', id: '', label: provision.label };
      const { id: parent, depth } = stack.current;
      const label = provision.label.replace(/[.:]$/, '');
      const heading = provisionCaption(text, provision.label);
      provisions.push({ anchor: '', label, heading, opens: opened, block: index });
      opened = [];
      outline.push({
        id: '',
        label,
        caption: heading,
        depth,
        provision: { base, parent, index },
      });
      return;
    }
    const kind = text.includes('\n') ? null : classifyLine(text);
    if (kind) roles[index] = { role: 'line', kind };
  });

  // Second pass: now that every number is counted, a repeated one is scoped by its division.
  let next = 0;
  for (const entry of outline) {
    if (!entry.provision) continue;
    const { base, parent, index } = entry.provision;
    const wanted = (provisionBases.get(base) ?? 0) > 1 && parent ? `${parent}-${base}` : base;
    entry.id = ids.claim(wanted);
    (roles[index] as Extract<BlockRole, { role: 'provision' }>).id = entry.id;
    provisions[next++]!.anchor = entry.id;
  }
  const listed = outline.filter((entry) => !entry.provision || provisions.length <= MAX_LISTED_PROVISIONS);
  return { roles, outline: listed.map(({ provision: _, ...entry }) => entry), provisions };
}

/** A decision's parts (DECISION, SEPARATE OPINION) and sub-headings ('The Facts'), and its dispositive paragraphs. */
function decisionStructure(blocks: readonly string[]): BodyStructure {
  const stack = new HeadingStack();
  const ids = new IdSet();
  const outline: DocumentOutlineEntry[] = [];
  const heading = (text: string, rank: number, className: string): BlockRole => {
    const label = text.replace(/[\s\u00a0]+/g, ' ').trim();
    const placed = stack.push(rank, slug(label.replace(/^([A-Z] ){2,}[A-Z]$/, (m) => m.replace(/ /g, ''))), false);
    const id = ids.claim(placed.id);
    outline.push({ id, label, caption: null, depth: placed.level - 2 });
    return { role: 'heading', level: placed.level, id, className };
  };
  const roles = blocks.map((text): BlockRole | null => {
    if (text.includes('\n')) return isDispositive(text) ? { role: 'dispositive' } : null;
    const kind = classifyLine(text);
    if (kind === 'heading') return heading(text, PART_RANK, 'doc-heading');
    if (kind) return { role: 'line', kind };
    // 'Separate Opinions' and 'Footnotes' close the decision's own part, like SEPARATE OPINION does.
    if (isDecisionHeading(text)) {
      const rank = /^(Separate Opinions|Footnotes)$/i.test(text) ? PART_RANK : SUBHEADING_RANK;
      return heading(text, rank, 'doc-subheading');
    }
    return isDispositive(text) ? { role: 'dispositive' } : null;
  });
  return { roles, outline, provisions: [] };
}

export function bodyStructure(blocks: readonly string[], genre: BodyGenre): BodyStructure {
  return genre === 'law' ? lawStructure(blocks) : decisionStructure(blocks);
}

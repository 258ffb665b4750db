import { SOURCE_FOOTER_LINES } from '@batas/shared/html';
import { stripWatermarks } from '../../sources/lawphil/watermarks.ts';

/**
 * The collection's decision texts are LawPhil's <blockquote> read with `get_text(separator="\n")`: every tag
 * boundary became a line break. So 'MORELAND, \nJ.\n:' is one ponente line, '(\nalias\n SILVESTRA' one phrase,
 * and a footnote reference is a number alone on a line ('review\n1\n is the Judgment'). Paragraphs are the
 * blank lines. This puts the text back together: inline pieces rejoined where the source spacing shows they
 * were one run of text, real line breaks (<br>: no space on either side) kept, footnote references written
 * ' [1]' as the E-Library texts of the library write them, watermarks and the site footer removed. The
 * footnotes themselves stay where the page has them, at the end.
 */
export function cleanDecisionText(raw: string): string {
  return tidySpaces(
    splitBlocks(raw)
      .map((lines) => joinInlineLines(lines))
      .join('\n\n'),
  );
}

/**
 * Statute texts were read with `.text`: their line breaks are the page's own paragraphs. Each non-empty line
 * becomes a paragraph (so 'Section 1.' opens its own block), watermarks and the footer removed.
 */
export function cleanStatuteText(raw: string): string {
  return tidySpaces(splitBlocks(raw).flat().join('\n\n'));
}

/**
 * Blocks (separated by blank lines) of cleaned lines: CR/LF and NBSP normalised, the footer dropped, then the
 * watermarks (in that order: the shape rule would eat the 'Lawphil' of the footer and leave it unrecognisable).
 */
function splitBlocks(raw: string): string[][] {
  const lines = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2000-\u200b\u3000]/g, ' ')
    .split('\n')
    .filter((line) => !isFooterLine(line));
  return stripWatermarks(lines.join('\n'))
    .split(/\n[ \t]*(?=\n)/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((block) => block.length > 0);
}

function isFooterLine(line: string): boolean {
  if (line.length > 120) return false;
  const trimmed = line.trim();
  return SOURCE_FOOTER_LINES.some((pattern) => pattern.test(trimmed));
}

// A footnote reference: a short number alone on its line, inside a paragraph (a number that opens a paragraph
// is a footnote's own label, '58\n Section 20, R.A. No. 6735.').
const MARKER = /^\s*\d{1,3}\s*$/;
// Characters that attach to the text before them ('J\n.:') or that the next piece attaches to ('(\nalias').
const JOINS_LEFT = new Set([...'.,;:)]!?’”']);
const JOINS_RIGHT = new Set([...'([‘“']);
const isSpace = (char: string | undefined) => char === ' ' || char === '\t';

function joinInlineLines(lines: readonly string[]): string {
  const parts: string[] = [lines[0]!];
  let last = lines[0]!.at(-1);
  let afterMarker = false;
  for (const line of lines.slice(1)) {
    if (MARKER.test(line)) {
      parts.push(` [${line.trim()}]`);
      last = ']';
      afterMarker = true;
      continue;
    }
    const inline = isSpace(last) || isSpace(line[0]) || JOINS_LEFT.has(line[0]!) || JOINS_RIGHT.has(last ?? '');
    parts.push(inline ? line : afterMarker ? ` ${line}` : `\n${line}`);
    last = line.at(-1);
    afterMarker = false;
  }
  return parts.join('');
}

/** Runs of spaces and tabs as one space, none at either end of a line (one pass over the whole text). */
function tidySpaces(text: string): string {
  return text
    .replace(/[ \t]{2,}|\t/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

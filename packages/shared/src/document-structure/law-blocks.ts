import { isCaption, readDivision } from './block-kinds.ts';

/** A line that opens a division of a law wherever it stands: not a bare 'SECTION 4' (the 1987 text's provisions). */
function opensDivision(line: string): boolean {
  const division = readDivision(line);
  return division !== null && (division.kind !== 'section' || division.caption !== '');
}

/**
 * Some texts print a division's marker and caption on lines of the paragraph before them, with no blank line
 * between (the Revised Penal Code: an article's last line, then 'CHAPTER THREE', 'THEFT', then the next article).
 * Each such marker, and the caption line under it, becomes a block of its own, so that the division is a heading
 * and the provision that follows starts its own block; every other block is left as it is.
 */
export function separateDivisionLines(blocks: readonly string[]): string[] {
  return blocks.flatMap((block) => {
    if (!block.includes('\n')) return [block];
    const lines = block.split('\n');
    if (!lines.some((line) => opensDivision(line.trim()))) return [block];
    const out: string[] = [];
    let rest: string[] = [];
    const flush = () => {
      if (rest.length > 0) out.push(rest.join('\n'));
      rest = [];
    };
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!.trim();
      if (!opensDivision(line)) {
        rest.push(lines[index]!);
        continue;
      }
      flush();
      out.push(line);
      const next = lines[index + 1]?.trim();
      if (!readDivision(line)!.caption && next && isCaption(next) && !opensDivision(next)) {
        out.push(next);
        index += 1;
      }
    }
    flush();
    return out;
  });
}

/**
 * A decision's footnotes as links both ways. The Supreme Court's texts mark a note '[12]' in the text and print the
 * notes after the decision, each a paragraph opening with its mark ('[12] Rollo, p. 24.'); a separate opinion starts
 * its own numbering and its own notes. So the body is read in order: marks gather until a paragraph opens with the
 * mark of one of them, which starts that part's notes; the notes run on in order (a note of two paragraphs does not
 * end them), and a note whose number was already read starts the next part's. A mark
 * becomes a link to its note, and the note's own mark a link back to the first place that cites it. A mark
 * without a note, and a note without a mark, stay as written.
 *
 * Works on the formatter's output (before citations are linked), whose paragraphs are regular `<p …>` elements.
 */

// A paragraph that opens with a mark, a mark anywhere in text, a block that opens, or any other tag.
const TOKENS =
  /(<p(?: [^>]*)?>)\s*\[(\d{1,3})\]|\[(\d{1,3})\]|(<(?:p|h[1-6]|div|blockquote|ul|ol|table)(?: [^>]*)?>)|<[^>]*>/g;

interface Mark {
  number: string;
  start: number;
  end: number;
}
interface Note extends Mark {
  /** The paragraph's opening tag, which gains the note's id. */
  open: string;
}

/** One part's notes and the marks before them that they answer. */
interface Part {
  marks: Mark[];
  notes: Map<string, Note>;
}

function readParts(html: string): Part[] {
  const parts: Part[] = [];
  let pending: Mark[] = [];
  let current: Part | null = null;
  let inNotes = false;
  const cites = (marks: readonly Mark[], number: string) => marks.some((mark) => mark.number === number);
  for (const match of html.matchAll(TOKENS)) {
    const [token, open, noteNumber, markNumber, block] = match;
    const start = match.index;
    if (open !== undefined && noteNumber !== undefined) {
      const note = { number: noteNumber, start, end: start + token.length, open };
      // The next note of the part being read, also after a note's second paragraph ('[7]' after '[6]').
      const next =
        current !== null &&
        !current.notes.has(noteNumber) &&
        cites(current.marks, noteNumber) &&
        (inNotes || current.notes.has(String(Number(noteNumber) - 1)));
      if (next) {
        current!.notes.set(noteNumber, note);
        if (!inNotes) pending = [];
      } else if (cites(pending, noteNumber)) {
        current = { marks: pending, notes: new Map([[noteNumber, note]]) };
        parts.push(current);
        pending = [];
      } else {
        // Not a note: a paragraph that happens to open with a mark.
        if (!inNotes) pending.push({ number: noteNumber, start: start + token.indexOf('['), end: note.end });
        continue;
      }
      inNotes = true;
      continue;
    }
    if (markNumber !== undefined) {
      if (!inNotes) pending.push({ number: markNumber, start, end: start + token.length });
      continue;
    }
    // Any other block ends the run of notes: what follows is text again (or a note's second paragraph).
    if (block !== undefined) inNotes = false;
  }
  return parts;
}

const idOf = (part: number, number: string) => (part === 0 ? number : `${part + 1}-${number}`);

/** The body with each footnote mark linked to its note (`#fn-12`) and each note linked back (`#fnref-12`). */
export function linkFootnotes(html: string): string {
  if (!html.includes('[')) return html;
  const edits: { start: number; end: number; text: string }[] = [];
  readParts(html).forEach((part, index) => {
    const cited = new Set<string>();
    for (const mark of part.marks) {
      if (!part.notes.has(mark.number)) continue;
      const id = idOf(index, mark.number);
      // The first mark of a note is the one its back link returns to; later marks of the same note have ids too.
      const own = cited.has(mark.number) ? `fnref-${id}-${mark.start}` : `fnref-${id}`;
      cited.add(mark.number);
      edits.push({
        start: mark.start,
        end: mark.end,
        text: `<sup><a class="doc-fn-ref" id="${own}" href="#fn-${id}" role="doc-noteref">[${mark.number}]</a></sup>`,
      });
    }
    for (const note of part.notes.values()) {
      if (!cited.has(note.number)) continue;
      const id = idOf(index, note.number);
      const open = note.open.replace(/ id="[^"]*"/, '').replace(/^<p/, `<p id="fn-${id}"`);
      const back = `<a class="doc-fn-back" href="#fnref-${id}" role="doc-backlink" aria-label="Back to note ${note.number} in the text">[${note.number}]</a>`;
      edits.push({ start: note.start, end: note.end, text: `${open}${back}` });
    }
  });
  edits.sort((a, b) => a.start - b.start);
  let result = '';
  let cursor = 0;
  for (const edit of edits) {
    result += html.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return result + html.slice(cursor);
}

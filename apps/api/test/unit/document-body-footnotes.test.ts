import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatPlainText } from '../../src/services/document-body/format-plain-text.ts';
import { linkFootnotes } from '../../src/services/document-body/link-footnotes.ts';

const render = (text: string) => linkFootnotes(formatPlainText(text).html);

describe('linkFootnotes', () => {
  it('links each mark to its note and the note back to its first mark', () => {
    const html = render(
      'The petition was denied. [1]\nThe motion too. [2] And again. [1]\n\nSO ORDERED.\n\n[1] Rollo, p. 24.\n\n[2] Id.',
    );
    expect(html).toContain(
      'denied. <sup><a class="doc-fn-ref" id="fnref-1" href="#fn-1" role="doc-noteref">[1]</a></sup>',
    );
    expect(html).toContain('<a class="doc-fn-ref" id="fnref-2" href="#fn-2" role="doc-noteref">[2]</a>');
    // A second mark of the same note is a link too, with an id of its own; the back link returns to the first.
    expect(html.match(/href="#fn-1"/g)).toHaveLength(2);
    expect(html).toContain(
      '<p id="fn-1"><a class="doc-fn-back" href="#fnref-1" role="doc-backlink" aria-label="Back to note 1 in the text">[1]</a> Rollo, p. 24.</p>',
    );
    expect(html).toContain('<p id="fn-2"><a class="doc-fn-back" href="#fnref-2"');
  });

  it('numbers a separate opinion’s notes apart from the decision’s', () => {
    const html = render(
      'Decision text. [1]\n\n[1] Decision note.\n\nDISSENTING OPINION\n\nDissent text. [1]\n\n[1] Dissent note.',
    );
    expect(html).toContain('id="fnref-1" href="#fn-1"');
    expect(html).toContain('<p id="fn-1"><a class="doc-fn-back" href="#fnref-1"');
    expect(html).toContain('id="fnref-2-1" href="#fn-2-1"');
    expect(html).toContain('<p id="fn-2-1"><a class="doc-fn-back" href="#fnref-2-1"');
  });

  it('leaves a mark without a note, a note nobody cites and a docket in brackets as written', () => {
    const text = '[ G.R. No. 134279, March 08, 2001 ]\n\nSee [3] here.\n\n[4] Orphan note.';
    expect(render(text)).toBe(formatPlainText(text).html);
  });

  it('links the marks of every E-Library decision of the starter library that has notes', () => {
    const decisions = gunzipSync(
      readFileSync(new URL('../../../../packages/db/data/starter-library.jsonl.gz', import.meta.url)),
    )
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { content: string; sourceName: string })
      .filter((doc) => doc.sourceName === 'Supreme Court E-Library' && /^\[1\] /m.test(doc.content));
    expect(decisions.length).toBeGreaterThan(100);
    for (const doc of decisions) {
      const html = render(doc.content);
      const notes = [...html.matchAll(/<p id="fn-([\d-]+)">/g)].map((match) => match[1]);
      expect(notes.length).toBeGreaterThan(0);
      // Every note has a mark that leads to it, and every link to a note finds it.
      for (const id of notes) expect(html).toContain(`id="fnref-${id}" href="#fn-${id}"`);
      for (const [, id] of html.matchAll(/href="#fn-([\d-]+)"/g)) expect(notes).toContain(id);
    }
  });
});

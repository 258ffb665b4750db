import { describe, expect, it } from 'vitest';
import { extractCitations } from '@batas/shared';
import { classifyLine } from '@batas/shared/document-structure';
import { formatPlainText } from '../../src/services/document-body/format-plain-text.ts';
import { linkBodyCitations } from '../../src/services/document-body/link-body-citations.ts';

describe('classifyLine', () => {
  it.each([
    ['EN BANC', 'division'],
    ['SECOND DIVISION', 'division'],
    ['Special Third Division', 'division'],
    ['DECISION', 'heading'],
    ['D E C I S I O N', 'heading'],
    ['RESOLUTION', 'heading'],
    ['DISSENTING OPINION', 'heading'],
    ['ESCOLIN, J.:', 'ponente'],
    ['FERNANDO, C.J.:', 'ponente'],
    ['PONENTE: LEONEN', 'ponente'],
    ['G.R. No. L-63915 April 24, 1985', 'docket'],
    ['[ A.M. No. RTJ-16-2460 ]', 'docket'],
    ['REPUBLIC ACT NO. 10173', 'docket'],
    ['The petition is DENIED.', null],
    ['Escolin, j.: said so in passing, at length', null],
    ['DECISION of the court below', null],
  ])('%j → %j', (line, kind) => {
    expect(classifyLine(line)).toBe(kind);
  });
});

describe('formatPlainText', () => {
  it('escapes every character and keeps paragraphs and line breaks', () => {
    expect(formatPlainText('<script>x</script> & "q"\nnext\n\n\n\nSecond').html).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; &amp; &quot;q&quot;<br />next</p>\n<p>Second</p>',
    );
  });
});

describe('linkBodyCitations', () => {
  const found = {
    status: 'found',
    document: { id: 'x', slug: 'GR-1-2000-01-01', title: 'A <b>title</b>', citation: null, date: null },
  } as const;
  it('cuts a span at a tag and leaves citations inside links and attributes alone', () => {
    const html = '<p title="G.R. No. 1">G.R. No. 1<br />January 1, 2000</p><a href="/x">G.R. No. 1</a>';
    const citations = extractCitations(html);
    const linked = linkBodyCitations(
      html,
      citations,
      citations.map(() => found),
      null,
    );
    expect(linked).toBe(
      '<p title="G.R. No. 1"><a class="doc-citation" href="/law-library/GR-1-2000-01-01" title="A &lt;b&gt;title&lt;/b&gt;">G.R. No. 1</a><br />January 1, 2000</p>' +
        '<a href="/x">G.R. No. 1</a>',
    );
  });
});

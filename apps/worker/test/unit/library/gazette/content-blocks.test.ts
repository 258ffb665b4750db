import { describe, expect, it } from 'vitest';
import { contentBlocks } from '../../../../src/library/gazette/page/content-blocks.ts';
import { readGazettePage } from '../../../../src/library/gazette/page/gazette-page.ts';

const texts = (html: string) => contentBlocks(html).map((block) => block.text);

describe('contentBlocks', () => {
  it('keeps paragraphs, line breaks, headings and their alignment', () => {
    const blocks = contentBlocks(
      '<p align="center"><strong>Republic of the Philippines<br />\nCongress of the Philippines</strong></p>\n' +
        '<h5 style="text-align: center;"><strong>CHAPTER 2</strong></h5><p style="text-align: justify;">SECTION 5. Office.</p>',
    );
    expect(blocks.map((block) => block.text)).toEqual([
      'Republic of the Philippines\nCongress of the Philippines',
      'CHAPTER 2',
      'SECTION 5. Office.',
    ]);
    expect(blocks[0]!.html).toBe(
      '<p align="center"><b>Republic of the Philippines<br> Congress of the Philippines</b></p>',
    );
    expect(blocks[1]!.html).toBe('<p align="center"><b><b>CHAPTER 2</b></b></p>');
  });

  it('keeps a table, one line per row, cells in order (what the scraper lost)', () => {
    const blocks = contentBlocks(
      '<p>Beginning at a point marked “1” on plan;</p><table><tbody>' +
        '<tr><td>thence</td><td>S.</td><td>77 deg.</td><td><p>2.50 m.</p></td><td>to point 2;</td></tr>' +
        '<tr><td>thence</td><td colspan="2">S. 12 deg.</td><td></td><td>to point 3;</td></tr></tbody></table>',
    );
    expect(blocks[1]).toEqual({
      text: 'thence S. 77 deg. 2.50 m. to point 2;\nthence S. 12 deg. to point 3;',
      html: '<table><tbody><tr><td>thence</td><td>S.</td><td>77 deg.</td><td>2.50 m.</td><td>to point 2;</td></tr><tr><td>thence</td><td colspan="2">S. 12 deg.</td><td></td><td>to point 3;</td></tr></tbody></table>',
      table: true,
    });
  });

  it('drops the page furniture inside the content area', () => {
    expect(
      texts(
        '<p>The order.</p><style>#pdf-container { width: 100% }</style>' +
          '<div id="pdf-container"><embed src="https://www.officialgazette.gov.ph/x.pdf" type="application/pdf"></div>' +
          '<p class="publication_date">Uploaded on: <time>December 13, 2024</time></p>' +
          '<div id="_mcePaste" style="position: absolute; left: -10000px;"><p>Word paste buffer</p></div>' +
          '<p><iframe src="https://www.officialgazette.gov.ph/y.pdf"></iframe></p><script>alert(1)</script><p>The end.</p>',
      ),
    ).toEqual(['The order.', 'The end.']);
  });

  it('decodes entities and escapes text again in the HTML', () => {
    const [block] = contentBlocks('<p>MALACA&Ntilde;ANG &#8220;A &amp; B&#8221; &lt;C&gt;&nbsp;D&shy;E</p>');
    expect(block!.text).toBe('MALACAÑANG “A & B” <C> DE');
    expect(block!.html).toBe('<p>MALACAÑANG “A &amp; B” &lt;C&gt; DE</p>');
  });

  it('turns links into their text and drops images', () => {
    expect(
      texts(
        '<p>[<a href="https://www.officialgazette.gov.ph/x/">Basahin sa Filipino</a>]</p><p><img src="seal.png"> Seal</p>',
      ),
    ).toEqual(['[Basahin sa Filipino]', 'Seal']);
  });

  it('survives broken markup', () => {
    expect(texts('<p>Open <b>bold <i>italic</p><table><tr><td>cell')).toEqual(['Open bold italic', 'cell']);
    expect(texts('')).toEqual([]);
    expect(texts('<p attr="unclosed>Text</p>')).toEqual(['Text']);
  });
});

describe('readGazettePage', () => {
  const page = (content: string, head = '<h1 class="entry-title">Republic Act No. 1</h1>') =>
    new TextEncoder().encode(
      `<html><article>${head}<time class="entry-date published" datetime="1946-07-04T10:00:00+08:00">July 4, 1946</time>` +
        `<a href="https://www.officialgazette.gov.ph/1946/07/04/republic-act-no-1/" rel="bookmark">x</a>` +
        `<div class="entry-content">${content}<!--resource box start--><li class="pdfbutton b20"> [PDF] <a href="https://www.officialgazette.gov.ph/downloads/ra-1.pdf">RA 1</a></li></article></html>`,
    );

  it('reads the heading, post date, permalink, the PDF of the resources box and the content', () => {
    expect(readGazettePage(page('<p>AN ACT.</p>'))).toEqual({
      heading: 'Republic Act No. 1',
      date: '1946-07-04',
      url: 'https://www.officialgazette.gov.ph/1946/07/04/republic-act-no-1/',
      pdfUrl: 'https://www.officialgazette.gov.ph/downloads/ra-1.pdf',
      blocks: [{ text: 'AN ACT.', html: '<p>AN ACT.</p>', table: false }],
    });
  });

  it('is null for a page that is not a Gazette article', () => {
    expect(readGazettePage(new TextEncoder().encode('<html><body>Not found</body></html>'))).toBeNull();
    expect(readGazettePage(page('<p>x</p>', ''))).toBeNull();
    expect(readGazettePage(new Uint8Array([0xff, 0xfe, 0x00, 0x01]))).toBeNull();
  });
});

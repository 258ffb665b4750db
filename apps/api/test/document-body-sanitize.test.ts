import { describe, expect, it } from 'vitest';
import { createDocument } from '@batas/db/test';
import { withResolverLibrary } from './resolve-support.ts';

/** Hostile markup as a scraped page or a careless import could carry it. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<iframe src="javascript:alert(2)"></iframe>',
  '<img src="x" onerror="alert(3)">',
  '<img src="javascript:alert(4)">',
  '<a href="JaVaScRiPt:alert(5)">click</a>',
  '<a href="&#106;avascript:alert(6)">encoded</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg3KTwvc2NyaXB0Pg==">data</a>',
  '<svg onload="alert(8)"><circle /></svg>',
  '<math><mi xlink:href="javascript:alert(9)">x</mi></math>',
  '<div onclick="alert(10)" onmouseover="alert(11)">hover</div>',
  '<body onload="alert(12)">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(13)">',
  '<embed src="evil.swf"><object data="evil.swf"></object>',
  '<form action="javascript:alert(14)"><button formaction="javascript:alert(15)">go</button></form>',
  '<style>@import url(https://evil.example/x.css); body { display: none } p { color: red !important; background: url(https://evil.example/beacon) }</style>',
  '<p style="background-image: url(javascript:alert(16)); color: blue">styled</p>',
  '<p style="width: expression(alert(17))">expr</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(18)>"></p></noscript>',
].join('\n');

describe('the rendered document body', () => {
  const lib = withResolverLibrary();

  const view = async (slug: unknown) => {
    const response = await lib.t.app.inject({ method: 'GET', url: `/api/documents/slug/${String(slug)}` });
    expect(response.statusCode).toBe(200);
    return response.json().data.renderedHtml as string;
  };

  it('lets no script, frame, event handler, javascript: or data: URL, or remote style through', async () => {
    const doc = await createDocument(lib.t.db, { title: 'HOSTILE', htmlContent: '<p>Safe paragraph.</p>' });
    // Straight into the table: rows written before the write-path sanitiser existed must be safe too.
    await lib.t.db.query('UPDATE documents SET html_content = $1, updated_at = now() WHERE id = $2', [
      `<p>Safe paragraph.</p>${HOSTILE}`,
      doc.id,
    ]);
    const html = await view(doc.slug);
    expect(html).toContain('Safe paragraph.');
    expect(html).toContain('hover');
    for (const forbidden of [
      /<script/i,
      /<iframe/i,
      /<svg/i,
      /<math/i,
      /<embed/i,
      /<object/i,
      /<base/i,
      /<link/i,
      /<meta/i,
      /<form/i,
      /<button/i,
      /\son\w+\s*=/i,
      /javascript:/i,
      /data:text/i,
      /@import/i,
      /url\(/i,
      /expression\(/i,
      /!important/i,
      /\bbody\s*\{/i,
      /alert\(/i,
    ]) {
      expect(html, String(forbidden)).not.toMatch(forbidden);
    }
    expect(html).toMatch(/color:\s*blue/);
  });

  it('cleans the content: source footers removed, blank breaks collapsed, special lines classed', async () => {
    const doc = await createDocument(lib.t.db, {
      title: 'CLEANING',
      htmlContent:
        '<p>EN BANC</p><p><b>D E C I S I O N</b></p><p>ESCOLIN, J.:</p><p>First.<br><br><br><br><br>Second.</p>' +
        '<p>The Lawphil Project - Arellano Law Foundation</p>',
    });
    const html = await view(doc.slug);
    expect(html).toContain('<p class="doc-division">EN BANC</p>');
    expect(html).toContain('class="doc-heading"');
    expect(html).toContain('<p class="doc-ponente">ESCOLIN, J.:</p>');
    expect(html).not.toMatch(/(<br \/>\s*){3}/);
    expect(html).not.toContain('Lawphil Project');
  });

  it('formats a plain-text body: paragraphs, classed headers, no footer, escaped text', async () => {
    const doc = await createDocument(lib.t.db, {
      title: 'PLAIN',
      citation: 'G.R. No. 888001, June 5, 2019',
      dateDecided: '2019-06-05',
      content:
        'THIRD DIVISION\n\nG.R. No. 888001, June 5, 2019\n\nRESOLUTION\n\nLEONEN, J.:\n\nA < B & C.\nNext line.\n\nSource: Supreme Court E-Library',
    });
    const html = await view(doc.slug);
    expect(html).toContain('<p class="doc-division">THIRD DIVISION</p>');
    expect(html).toContain('<h2 id="resolution" class="doc-heading">RESOLUTION</h2>');
    expect(html).toContain('<p class="doc-ponente">LEONEN, J.:</p>');
    expect(html).toMatch(
      /<p class="doc-docket"><span class="doc-citation doc-citation--self">G\.R\. No\. 888001, June 5, 2019<\/span><\/p>/,
    );
    expect(html).toContain('<p>A &lt; B &amp; C.<br />Next line.</p>');
    expect(html).not.toContain('E-Library');
  });

  it("anchors a law's divisions and articles and lists them as its contents; hostile text stays text", async () => {
    const doc = await createDocument(lib.t.db, {
      title: 'A CODE',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 888002',
      content:
        'TITLE I\n\nGeneral <b>Provisions</b>\n\nARTICLE 1. One.\n\nARTICLE 2. Two <script>x</script>.\n\nTITLE II\n\nOthers\n\nARTICLE 3. Three.',
    });
    const response = await lib.t.app.inject({ method: 'GET', url: `/api/documents/slug/${doc.slug}` });
    const { renderedHtml, outline } = response.json().data;
    expect(renderedHtml).toContain(
      '<h2 id="title-1" class="doc-part"><span class="doc-marker">TITLE I</span> <span class="doc-caption">General &lt;b&gt;Provisions&lt;/b&gt;</span></h2>',
    );
    expect(renderedHtml).toContain(
      '<p id="art-2" class="doc-provision"><strong class="doc-provision-label">ARTICLE 2.</strong> Two &lt;script&gt;',
    );
    expect(outline).toEqual([
      { id: 'title-1', label: 'TITLE I', caption: 'General <b>Provisions</b>', depth: 0 },
      { id: 'art-1', label: 'ARTICLE 1', caption: null, depth: 1 },
      { id: 'art-2', label: 'ARTICLE 2', caption: null, depth: 1 },
      { id: 'title-2', label: 'TITLE II', caption: 'Others', depth: 0 },
      { id: 'art-3', label: 'ARTICLE 3', caption: null, depth: 1 },
    ]);
  });

  it('turns every citation into a library link, a choice link, or a missing mark', async () => {
    // Written after every decision it cites: a text is never linked to a document issued after it.
    const doc = await createDocument(lib.t.db, {
      title: 'CITING',
      citation: 'G.R. No. 990001, January 5, 2024',
      dateDecided: '2024-01-05',
      htmlContent:
        '<p>Following <i>Tañada</i>, G.R. No. L-63915, April 24, 1985, 136 SCRA 27, and R.A. No. 10173, ' +
        'unlike G.R. No. 999992. The Court in G.R. No. 200001 ruled. <a href="https://example.com">G.R. No. 210001</a></p>',
    });
    const html = await view(doc.slug);
    expect(html).toContain(
      `<a class="doc-citation" href="/law-library/${lib.docs.tanada.slug}" title="TAÑADA v. TUVERA">G.R. No. L-63915, April 24, 1985</a>`,
    );
    expect(html).toContain(
      `<a class="doc-citation" href="/law-library/${lib.docs.tanada.slug}" title="TAÑADA v. TUVERA">136 SCRA 27</a>`,
    );
    expect(html).toContain(`href="/law-library/${lib.docs.statute.slug}"`);
    expect(html).toMatch(
      /<span class="doc-citation doc-citation--missing" title="G\.R\. No\. 999992 is not in the library">G\.R\. No\. 999992<\/span>/,
    );
    expect(html).toContain('<a class="doc-citation doc-citation--choose" href="/law-library/GR-200001"');
    // Citations inside an existing link are left alone: no nested anchors.
    expect(html).toContain('<a href="https://example.com">G.R. No. 210001</a>');
  });

  it('never links a citation to a document issued after the citing text', async () => {
    const early = await createDocument(lib.t.db, {
      title: 'EARLY',
      citation: 'G.R. No. 990002, January 5, 1990',
      dateDecided: '1990-01-05',
      htmlContent: '<p>As later held in G.R. No. L-63915, April 24, 1985 and R.A. No. 10173.</p>',
    });
    const html = await view(early.slug);
    expect(html).toContain(`href="/law-library/${lib.docs.tanada.slug}"`);
    expect(html).not.toContain(`href="/law-library/${lib.docs.statute.slug}"`);
    expect(html).toContain('title="Republic Act No. 10173 is not in the library"');
  });

  it('renders again after an edit (the cache is keyed by updated_at)', async () => {
    const doc = await createDocument(lib.t.db, { title: 'EDITED', content: 'Before the edit.' });
    expect(await view(doc.slug)).toContain('Before the edit.');
    await lib.t.db.query(
      "UPDATE documents SET content = 'After the edit.', updated_at = now() + interval '1 second' WHERE id = $1",
      [doc.id],
    );
    expect(await view(doc.slug)).toContain('After the edit.');
  });
});

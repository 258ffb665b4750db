import { describe, expect, it } from 'vitest';
import { cleanEmbeddedCss, htmlToPlainText, sanitizeLegalHtml } from '../src/html/index.ts';

const clean = (html: string) => sanitizeLegalHtml(html);

describe('sanitizeLegalHtml keeps legal markup', () => {
  it('keeps paragraphs, emphasis, alignment, quotes, lists, tables and footnote superscripts', () => {
    const html =
      '<p align="justify"><b>Section 1.</b> <i>Short Title.</i> - This Act<sup>1</sup>.</p>' +
      '<blockquote><p>"quoted"</p></blockquote><ol start="2"><li>two</li></ol>' +
      '<table><tr><td align="center" colspan="2"><b>JUSTICE</b><br />Associate Justice</td></tr></table>';
    expect(clean(html)).toBe(html.replace('<table><tr>', '<table><tr>'));
  });

  it('maps old presentational tags: center, dir, font, nt', () => {
    expect(clean('<center><h2>THIRD DIVISION</h2></center>')).toBe('<div align="center"><h2>THIRD DIVISION</h2></div>');
    expect(clean('<dir><p>x</p></dir>')).toBe('<blockquote><p>x</p></blockquote>');
    expect(clean('<font color="red" face="Arial">x</font>')).toBe('<span>x</span>');
    expect(clean('<p>Footnote<nt>1</nt></p>')).toBe('<p>Footnote<sup>1</sup></p>');
  });

  it('keeps safe inline styles and http(s) links and images', () => {
    expect(clean('<sup style="COLOR: RGB(255, 0, 0);">[1]</sup>')).toBe('<sup style="color:rgb(255, 0, 0)">[1]</sup>');
    expect(clean('<p style="text-align: center; font-weight: bold">x</p>')).toBe(
      '<p style="text-align:center;font-weight:bold">x</p>',
    );
    expect(clean('<a href="https://lawphil.net/consti/cons1987.html" title="1987">x</a>')).toBe(
      '<a href="https://lawphil.net/consti/cons1987.html" title="1987">x</a>',
    );
    expect(clean('<img src="https://example.org/seal.png" alt="seal" width="40">')).toBe(
      '<img src="https://example.org/seal.png" alt="seal" width="40" />',
    );
  });

  it('turns anchor names into prefixed ids and points in-page links at them (no DOM clobbering)', () => {
    expect(clean('<a name="rnt1" href="#fnt1"><sup>1</sup></a>')).toBe(
      '<a href="#doc-fnt1" id="doc-rnt1"><sup>1</sup></a>',
    );
    expect(clean('<a name="location">x</a><a id="cookie">y</a>')).toBe(
      '<a id="doc-location">x</a><a id="doc-cookie">y</a>',
    );
    expect(clean('<a name="x&quot; onclick=&quot;alert(1)">z</a>')).toBe('<a id="doc-xonclickalert1">z</a>');
    // Sanitising twice (scraper, then the library's write path) changes nothing.
    expect(clean(clean('<a name="rnt1" href="#fnt1">1</a>'))).toBe('<a href="#doc-fnt1" id="doc-rnt1">1</a>');
  });

  it('collapses runs of blank breaks and drops empty paragraphs', () => {
    expect(clean('a<br><br><br><br>b')).toBe('a<br /><br />b');
    expect(clean('a<br>&nbsp;<br> <br>\n<br />b')).toBe('a<br /><br />b');
    expect(clean('<p>x</p><p>&nbsp;</p><p> <br> </p><p><b> </b></p><p>y</p>')).toBe('<p>x</p><p>y</p>');
    expect(clean('<br><br><p>x</p><br>')).toBe('<p>x</p>');
  });
});

describe('sanitizeLegalHtml removes everything that can run, load or escape', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT SRC=https://evil.example/x.js></SCRIPT><p>ok</p>', '<p>ok</p>'],
    ['<scr<script>ipt>alert(1)</script>', undefined],
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<p onclick="alert(1)" onmouseover=alert(2)>x</p>', '<p>x</p>'],
    ['<body onload=alert(1)><p>x</p></body>', '<p>x</p>'],
    ['<svg onload=alert(1)><script>alert(1)</script></svg>x', 'x'],
    ['<math><mtext><script>alert(1)</script></mtext></math>x', 'x'],
    ['<iframe src="https://evil.example">inside</iframe>x', 'x'],
    ['<embed src="https://evil.example/x.swf">x', 'x'],
    ['<object data="https://evil.example/x.swf"><param name=a value=b>fallback</object>x', 'x'],
    ['<base href="https://evil.example/">x', 'x'],
    ['<link rel="stylesheet" href="https://evil.example/x.css">x', 'x'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">x', 'x'],
    ['<form action="https://evil.example"><input name="q"><button>Go</button></form>x', 'x'],
    ['<noscript><img src=x onerror=alert(1)></noscript>x', 'x'],
    ['<template><script>alert(1)</script></template>x', 'x'],
    ['<textarea><script>alert(1)</script></textarea>x', 'x'],
    ['<!-- <script>alert(1)</script> -->x', 'x'],
    ['<p title="</p><script>alert(1)</script>">x</p>', '<p>x</p>'],
  ])('%s', (input, expected) => {
    const output = clean(input);
    if (expected !== undefined) expect(output).toBe(expected);
    expect(output.toLowerCase()).not.toMatch(
      /<script|<iframe|<object|<embed|<base|<link|<meta|<form|<svg|<math|\son[a-z]+=/,
    );
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="//evil.example/x">x</a>',
  ])('drops the unsafe URL of %s', (input) => {
    expect(clean(input)).toBe('<a>x</a>');
  });

  it.each([
    '<img src="javascript:alert(1)">',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<img src="data:image/png;base64,iVBORw0KGgo=">',
  ])('drops the image %s', (input) => {
    expect(clean(`${input}x`)).toBe('x');
  });

  it.each([
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
    ['<p style="behavior: url(x.htc); -moz-binding: url(x.xml#xss)">x</p>', '<p>x</p>'],
    ['<p style="position: fixed; top: 0; left: 0; width: 100%; height: 100%">x</p>', '<p>x</p>'],
    ['<p style="color: red; background-image: url(https://tracker.example/t.gif)">x</p>', '<p style="color:red">x</p>'],
    ['<p style="color: red !important">x</p>', '<p style="color:red">x</p>'],
  ])('cleans inline style %s', (input, expected) => {
    expect(clean(input)).toBe(expected);
  });
});

describe('embedded <style> cleaning (viewer content cleaning)', () => {
  it('removes imported styles, external URLs, body/html rules and important flags', () => {
    const output = clean(
      '<style>@import url("https://evil.example/x.css"); @import "y.css";' +
        'body { display: none } html, p.note { color: green } :root { --x: 1 }' +
        '.quote { background: url(https://tracker.example/t.gif); font-style: italic !important }' +
        '@font-face { font-family: x; src: url(https://evil.example/f.woff) }' +
        '@media print { body { color: black } .x { color: gray } }</style><p class="quote">x</p>',
    );
    expect(output).toBe(
      '<style>p.note { color: green }\n.quote { font-style: italic }\n@media print {\n.x { color: gray }\n}</style><p>x</p>',
    );
  });

  it('cannot be used to break out of the style element or hide script in escapes', () => {
    const output = clean(
      '<style>p { color: red } </style><script>alert(1)</script><style>.a { background: \\75 rl(https://evil.example) }</style>x',
    );
    expect(output).toBe('<style>p { color: red }</style>x');
    expect(cleanEmbeddedCss('p{color:red}</style><script>alert(1)</script>')).not.toContain('<');
    expect(cleanEmbeddedCss('.x { width: expression(alert(1)); color: blue }')).toBe('.x { color: blue }');
    expect(cleanEmbeddedCss('* { margin: 0 } .y > p { margin: 0 }')).toBe('.y > p { margin: 0 }');
  });

  it('can be switched off', () => {
    expect(sanitizeLegalHtml('<style>p{color:red}</style><p>x</p>', { allowStyleElements: false })).toBe('<p>x</p>');
  });
});

describe('htmlToPlainText', () => {
  it('renders blocks as paragraphs, breaks as lines, cells with spaces, and decodes entities', () => {
    const html =
      '<p align="center">Republic of the Philippines<br /><b>SUPREME COURT</b><br />Manila</p>\r\n' +
      '<p>AFI &amp; Co.,\r\n Petitioners, <i>vs.</i> &lt;X&gt; &quot;Y&quot;&nbsp;&nbsp;Corp.</p>' +
      '<table><tr><td><b>A</b><br>Associate Justice</td><td><b>B</b></td></tr></table><ul><li>one</li><li>two</li></ul>';
    expect(htmlToPlainText(html)).toBe(
      'Republic of the Philippines\nSUPREME COURT\nManila\n\nAFI & Co., Petitioners, vs. <X> "Y" Corp.\n\nA\nAssociate Justice B\n\none\ntwo',
    );
  });

  it("drops scripts, styles and the source sites' footer lines, and never returns markup", () => {
    const html =
      '<p>Text</p><script>alert("x")</script><style>p{}</style><p>The Lawphil Project - Arellano Law Foundation</p>' +
      '<center><small>Source: Supreme Court E-Library<br>This page was dynamically generated<br>by the E-Library Content Management System (E-LibCMS)</small></center>';
    expect(htmlToPlainText(html)).toBe('Text');
    expect(htmlToPlainText(html, { removeSourceFooters: false })).toContain('Source: Supreme Court E-Library');
  });

  it('handles text that only looks like markup', () => {
    expect(htmlToPlainText('<p>5 &lt; 6 &amp;&amp; 7 &gt; 3, &amp;lt;b&amp;gt;</p>')).toBe('5 < 6 && 7 > 3, &lt;b&gt;');
  });
});

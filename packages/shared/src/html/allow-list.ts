/**
 * What survives sanitizeLegalHtml: the structure legal texts need (paragraphs, emphasis, quotes, lists,
 * signature tables, footnote anchors, headings) and nothing that can run code, load remote content without a
 * plain http(s) URL, or break out of the document box. Kept apart from the code so a reviewer can read the
 * policy in one place.
 */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'big',
  'mark',
  'cite',
  'q',
  'abbr',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  // Embedded stylesheets are kept; their text is cleaned by cleanEmbeddedCss.
  'style',
];

/** Old presentational tags mapped onto what the allow-list keeps (LawPhil is HTML 3.2-era markup). */
export const TAG_RENAMES: Record<string, string> = {
  dir: 'blockquote',
  menu: 'ul',
  font: 'span',
  tt: 'code',
  nt: 'sup', // LawPhil 1988-era footnote marker: <nt>1</nt>
  article: 'div',
  section: 'div',
  main: 'div',
  header: 'div',
  footer: 'div',
  figure: 'div',
  figcaption: 'p',
  // <center> is kept as a div with centred text so the heading layout of decisions survives.
};

const ALIGN = ['align'];
const CELL = ['align', 'valign', 'colspan', 'rowspan', 'width'];

export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'id', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  p: ALIGN,
  div: ALIGN,
  h1: ALIGN,
  h2: ALIGN,
  h3: ALIGN,
  h4: ALIGN,
  h5: ALIGN,
  h6: ALIGN,
  table: ['align', 'border', 'cellpadding', 'cellspacing', 'width'],
  td: CELL,
  th: CELL,
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  ol: ['start', 'type'],
  li: ['value'],
  q: ['cite'],
  blockquote: [],
  '*': ['style'],
};

/** Inline style properties worth keeping, each with the only values accepted. */
const LENGTH = [/^-?\d+(\.\d+)?(px|em|rem|%|pt)?$/i];
export const ALLOWED_STYLES: Record<string, Record<string, RegExp[]>> = {
  '*': {
    'text-align': [/^(left|right|center|justify)$/i],
    color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i, /^[a-z]{3,20}$/i],
    'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i, /^[a-z]{3,20}$/i],
    'font-weight': [/^(bold|bolder|normal|[1-9]00)$/i],
    'font-style': [/^(italic|normal|oblique)$/i],
    'text-decoration': [/^(underline|line-through|overline|none)$/i],
    'vertical-align': [/^(top|middle|bottom|baseline|super|sub)$/i],
    'margin-left': LENGTH,
    'padding-left': LENGTH,
    'text-indent': LENGTH,
  },
};

export const ALLOWED_ALIGN_VALUES = new Set([
  'left',
  'right',
  'center',
  'justify',
  'top',
  'middle',
  'bottom',
  'baseline',
]);

/** Disallowed elements whose text must go too (not just the tags): code, embedded documents, metadata. */
export const DROP_WITH_CONTENT = [
  'script',
  'noscript',
  'template',
  'textarea',
  'option',
  'select',
  'xmp',
  'title',
  'head',
  'iframe',
  'frame',
  'frameset',
  'noframes',
  'object',
  'embed',
  'noembed',
  'applet',
  'svg',
  'math',
  'button',
];

export const ALLOWED_SCHEMES = ['http', 'https', 'mailto'];

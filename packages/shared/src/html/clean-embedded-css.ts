/**
 * Cleans the text of an embedded <style> element from scraped or pasted HTML (viewer content cleaning: imported
 * styles, external urls, body/html rules and important flags are removed).
 *
 * A stored document's stylesheet applies to the whole page that shows it, so every rule is confined to the
 * document: each selector is scoped under DOCUMENT_STYLE_SCOPE (the class of the viewer's body container),
 * selectors that could reach outside it are dropped, and only typographic and box properties survive (no
 * positioning, transforms, negative margins or generated content), so no rule can hide or cover the page.
 *
 * It works on the raw CSS text with small, conservative rewrites rather than a full CSS parser: anything it
 * does not understand is dropped, never passed through, because a stylesheet is a page-wide XSS and tracking
 * vector (url() beacons, legacy expression(), -moz-binding) and can restyle the host page.
 */

import { DOCUMENT_STYLE_SCOPE } from './document-style-scope.ts';

const SCOPE = `.${DOCUMENT_STYLE_SCOPE}`;

// Selectors naming the host document or escaping the scope: the page itself, the shadow host, the scoping root,
// nesting, and a leading combinator (which would select the container's siblings).
const PAGE_WIDE_SELECTOR = /(^|[\s,>+~(])(html|body|:root|:host|:scope|\*)(?=$|[\s,.#:[>+~)])|&|^[>+~]/i;

// Values that load something or run something.
const DANGEROUS_VALUE = /(url\s*\(|image-set\s*\(|expression\s*\(|javascript:|vbscript:|@import)/i;

// Typography, colours, boxes and tables: what a legal text's own stylesheet needs. Positioning, transforms,
// z-index, generated content, filters, pointer events and the like are not here, so they are dropped.
const ALLOWED_PROPERTY =
  /^(color|background-color|font(-(family|size|style|weight|variant|stretch))?|line-height|letter-spacing|word-spacing|text-(align|indent|decoration(-(line|style|color))?|transform|underline-offset)|white-space|word-break|overflow-wrap|hyphens|vertical-align|direction|unicode-bidi|(margin|padding)(-(top|right|bottom|left))?|border(-(top|right|bottom|left))?(-(width|style|color))?|border-(collapse|spacing|radius)|(min-|max-)?(width|height)|display|float|clear|list-style(-(type|position))?|table-layout|caption-side|empty-cells|(page-)?break-(before|after|inside)|orphans|widows|quotes)$/i;

/** Removes comments, at-rules that fetch or declare global things, and every risky declaration; scopes the rest. */
export function cleanEmbeddedCss(css: string): string {
  let text = css
    // A stray '<' could end the raw-text element early in some parsers.
    .replace(/</g, '')
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    // @import 'x'; @charset …; @namespace …; are single statements.
    .replace(/@(import|charset|namespace|layer)\b[^;{}]*;/gi, '');
  // @font-face and @property blocks fetch fonts / register global things: drop whole blocks.
  text = dropBlocks(text, /@(font-face|property|document|-moz-document)\b[^{]*\{/i);
  return rewriteRules(text).trim();
}

/** Removes every block introduced by `opener` (opener text through its matching closing brace). */
function dropBlocks(text: string, opener: RegExp): string {
  let result = text;
  for (let match = opener.exec(result); match; match = opener.exec(result)) {
    const end = matchingBrace(result, match.index + match[0].length - 1);
    result = result.slice(0, match.index) + result.slice(end + 1);
  }
  return result;
}

function matchingBrace(text: string, openIndex: number): number {
  let depth = 0;
  for (let index = openIndex; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return text.length - 1;
}

/** Walks `selector { declarations }` rules (recursing into @media/@supports) and rebuilds them clean and scoped. */
function rewriteRules(text: string): string {
  const out: string[] = [];
  let cursor = 0;
  while (cursor < text.length) {
    const open = text.indexOf('{', cursor);
    if (open === -1) break;
    const close = matchingBrace(text, open);
    const prelude = text.slice(cursor, open).replace(/[;}]/g, '').trim();
    const body = text.slice(open + 1, close);
    cursor = close + 1;
    if (!prelude) continue;
    if (prelude.startsWith('@')) {
      // Only conditional group rules are kept (not @layer, @container, @scope, @keyframes …); their inner rules
      // get the same treatment.
      if (/^@(media|supports)\b/i.test(prelude)) {
        const inner = rewriteRules(body);
        if (inner) out.push(`${prelude} {\n${inner}\n}`);
      }
      continue;
    }
    const selectors = splitSelectors(prelude)
      .filter(
        (selector) =>
          selector && isBalanced(selector) && !PAGE_WIDE_SELECTOR.test(selector) && !/[\\{};]/.test(selector),
      )
      .map(scoped);
    const declarations = cleanDeclarations(body);
    if (selectors.length > 0 && declarations) out.push(`${selectors.join(', ')} { ${declarations} }`);
  }
  return out.join('\n');
}

/** Splits a selector list on the commas outside parentheses and brackets (':is(h1, h2) p' is one selector). */
function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < prelude.length; index += 1) {
    const char = prelude[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(prelude.slice(start).trim());
  return parts;
}

function isBalanced(selector: string): boolean {
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0 && !/["']/.test(selector.replace(/\[[^\]]*\]/g, ''));
}

/** 'p.note' → '.legal-document p.note'; already scoped selectors (the text is cleaned more than once) stay. */
function scoped(selector: string): string {
  const single = selector.replace(/\s+/g, ' ');
  return single === SCOPE || single.startsWith(`${SCOPE} `) ? single : `${SCOPE} ${single}`;
}

/** Keeps allowed `property: value` pairs that load nothing, with any !important flag removed. */
export function cleanDeclarations(body: string): string {
  return body
    .replace(/[{}]/g, '')
    .split(';')
    .map((declaration) => declaration.replace(/!\s*important/gi, '').trim())
    .filter((declaration) => {
      const match = /^([a-z-]+)\s*:\s*(\S[\s\S]*)$/i.exec(declaration);
      if (!match) return false;
      const [, property = '', value = ''] = match;
      return (
        ALLOWED_PROPERTY.test(property) &&
        !DANGEROUS_VALUE.test(value) &&
        // Backslashes are CSS escapes, which can spell 'url(' as '\75 rl(': legal documents never need them.
        !value.includes('\\') &&
        // A negative margin pulls the document over what is above it on the page.
        !(/^margin/i.test(property) && /(^|[\s(,])-\s*[\d.]/.test(value))
      );
    })
    .map((declaration) => declaration.replace(/\s*:\s*/, ': ').replace(/\s+/g, ' '))
    .join('; ');
}

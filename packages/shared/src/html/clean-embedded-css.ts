/**
 * Cleans the text of an embedded <style> element from scraped or pasted HTML: imported styles,
 * external urls, body/html rules and important flags are removed.
 *
 * It works on the raw CSS text with small, conservative rewrites rather than a full CSS parser: anything it
 * does not understand is dropped, never passed through, because a stylesheet is a page-wide XSS and
 * tracking vector (url() beacons, legacy expression(), -moz-binding) and can restyle the host page.
 */

// Rules whose selector targets the host document itself: they would restyle the whole viewer page.
const PAGE_WIDE_SELECTOR = /(^|[\s,>+~(])(html|body|:root|\*)(?=$|[\s,.#:[>+~)])/i;

// Declarations that load something, run something, or escape the content box.
const DANGEROUS_DECLARATION =
  /(url\s*\(|image-set\s*\(|expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|@import|position\s*:\s*(fixed|sticky))/i;

/** Removes comments, at-rules that fetch or declare global things, and every risky declaration. */
export function cleanEmbeddedCss(css: string): string {
  let text = css
    // A stray '<' could end the raw-text element early in some parsers.
    .replace(/</g, '')
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    // @import 'x'; @charset …; @namespace …; are single statements.
    .replace(/@(import|charset|namespace)\b[^;{}]*;?/gi, '');
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

/** Walks `selector { declarations }` rules (recursing into @media/@supports) and rebuilds them clean. */
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
      // Only conditional group rules are kept; their inner rules get the same treatment.
      if (/^@(media|supports)\b/i.test(prelude)) {
        const inner = rewriteRules(body);
        if (inner) out.push(`${prelude} {\n${inner}\n}`);
      }
      continue;
    }
    const selectors = prelude
      .split(',')
      .map((selector) => selector.trim())
      .filter((selector) => selector && !PAGE_WIDE_SELECTOR.test(selector) && !selector.includes('\\'));
    const declarations = cleanDeclarations(body);
    if (selectors.length > 0 && declarations) out.push(`${selectors.join(', ')} { ${declarations} }`);
  }
  return out.join('\n');
}

/** Keeps `property: value` pairs that load nothing, with any !important flag removed. */
export function cleanDeclarations(body: string): string {
  return (
    body
      .replace(/[{}]/g, '')
      .split(';')
      .map((declaration) => declaration.replace(/!\s*important/gi, '').trim())
      // Backslashes are CSS escapes, which can spell 'url(' as '\75 rl(': legal documents never need them.
      .filter(
        (declaration) =>
          /^[a-z-]+\s*:\s*\S/i.test(declaration) &&
          !DANGEROUS_DECLARATION.test(declaration) &&
          !declaration.includes('\\'),
      )
      .map((declaration) => declaration.replace(/\s*:\s*/, ': ').replace(/\s+/g, ' '))
      .join('; ')
  );
}

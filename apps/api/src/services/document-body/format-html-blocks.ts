import type { DocumentOutlineEntry } from '@batas/shared/contracts/document-resolve';
import {
  bodyStructure,
  htmlBodyBlocks,
  SIMPLE_BLOCK,
  type BlockRole,
  type BodyGenre,
} from '@batas/shared/document-structure';

/** The element a one-line block becomes: a heading keeps its words and gains a level and an anchor. */
function restyle(role: BlockRole | null, tag: string, attributes: string, inner: string): string | null {
  switch (role?.role) {
    case 'heading':
      return `<h${role.level}${attributes} id="${role.id}" class="${role.className}">${inner}</h${role.level}>`;
    case 'provision':
      return `<${tag}${attributes} id="${role.id}" class="doc-provision">${inner}</${tag}>`;
    case 'dispositive':
      return `<${tag}${attributes} class="doc-dispositive">${inner}</${tag}>`;
    case 'line':
      return `<${tag}${attributes} class="doc-${role.kind}">${inner}</${tag}>`;
    default:
      return null;
  }
}

/**
 * Untrusted stored HTML as viewer HTML: sanitised again on the way out (the write path sanitises too, but rows
 * can come from older importers or direct SQL), footer lines removed, and the one-line blocks read like the
 * plain-text formatter reads its paragraphs (special lines classed, headings with anchors). Classes and ids are
 * added after sanitising because the allow-list drops them; the ids are [a-z0-9-] made here.
 */
export function formatHtmlBody(
  html: string,
  genre: BodyGenre = 'decision',
): { html: string; outline: DocumentOutlineEntry[] } {
  const { clean, blocks } = htmlBodyBlocks(html);
  const { roles, outline } = bodyStructure(blocks, genre);
  let index = 0;
  const formatted = clean.replace(
    SIMPLE_BLOCK,
    (match, tag: string, attributes: string, open: string, text: string, close: string) =>
      restyle(roles[index++] ?? null, tag, attributes, `${open}${text}${close}`) ?? match,
  );
  return { html: formatted, outline };
}

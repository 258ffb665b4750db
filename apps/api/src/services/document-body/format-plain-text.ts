import {
  bodyStructure,
  plainTextBlocks,
  type BlockRole,
  type BodyGenre,
  type LineKind,
} from '@batas/shared/document-structure';
import type { DocumentOutlineEntry } from '@batas/shared/contracts/document-resolve';

const TAG_OF: Record<LineKind, string> = { division: 'p', heading: 'h2', ponente: 'p', docket: 'p' };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => escapeHtml(line.trim()))
    .join('<br />');

/** `caption`: the next block, when this heading took it in. */
function renderBlock(block: string, role: BlockRole | null, caption: string | undefined): string {
  switch (role?.role) {
    case 'caption':
      return '';
    case 'heading': {
      // A bare marker and the caption line under it make one heading: 'CHAPTER 1' / 'Effect and Application of Laws'.
      const inner =
        caption === undefined
          ? escapeHtml(block)
          : `<span class="doc-marker">${escapeHtml(block)}</span> <span class="doc-caption">${escapeHtml(caption)}</span>`;
      return `<h${role.level} id="${role.id}" class="${role.className}">${inner}</h${role.level}>`;
    }
    case 'provision': {
      const label = escapeHtml(role.label);
      return `<p id="${role.id}" class="doc-provision"><strong class="doc-provision-label">${label}</strong> ${lines(block.slice(role.label.length).trim())}</p>`;
    }
    case 'dispositive':
      return `<p class="doc-dispositive">${lines(block)}</p>`;
    case 'line':
      return `<${TAG_OF[role.kind]} class="doc-${role.kind}">${escapeHtml(block)}</${TAG_OF[role.kind]}>`;
    default:
      return `<p>${lines(block)}</p>`;
  }
}

/**
 * A plain-text body as viewer HTML: paragraphs at blank lines, line breaks kept inside them, the special lines
 * of line-kinds.ts set apart with a class, a law's divisions and a decision's sub-headings as headings with
 * anchors (body-structure.ts), and the source sites' footer lines dropped (body-blocks.ts). Every character of the text is
 * escaped, so the output needs no sanitising.
 */
export function formatPlainText(
  text: string,
  genre: BodyGenre = 'decision',
): { html: string; outline: DocumentOutlineEntry[] } {
  const blocks = plainTextBlocks(text, genre);
  const { roles, outline } = bodyStructure(blocks, genre);
  const html = blocks
    .map((block, index) =>
      renderBlock(block, roles[index] ?? null, roles[index + 1]?.role === 'caption' ? blocks[index + 1] : undefined),
    )
    .filter(Boolean)
    .join('\n');
  return { html, outline };
}

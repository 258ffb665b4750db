import { classifyLine, isSourceFooter, type LineKind } from './line-kinds.ts';

const TAG_OF: Record<LineKind, string> = { division: 'p', heading: 'h2', ponente: 'p', docket: 'p' };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A plain-text body as viewer HTML: paragraphs at blank lines, line breaks kept inside them, the special lines
 * of line-kinds.ts set apart with a class, and the source sites' footer lines dropped. Every character of the
 * text is escaped, so the output needs no sanitising.
 */
export function formatPlainText(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !isSourceFooter(line));
  const blocks = lines
    .join('\n')
    .split(/\n\s*\n+/)
    .map((block) => block.trim())
    .filter(Boolean);
  return blocks
    .map((block) => {
      const kind = block.includes('\n') ? null : classifyLine(block);
      if (kind) return `<${TAG_OF[kind]} class="doc-${kind}">${escapeHtml(block)}</${TAG_OF[kind]}>`;
      return `<p>${block
        .split('\n')
        .map((line) => escapeHtml(line.trim()))
        .join('<br />')}</p>`;
    })
    .join('\n');
}

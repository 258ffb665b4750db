import { termsPattern } from './search-terms';

/**
 * Wraps every match of the terms in the text of `root` in <mark class="doc-hit"> and returns the marks in
 * document order. Text nodes are split in place: the element structure (links, emphasis) is untouched.
 */
export function highlightTerms(root: HTMLElement, terms: readonly string[]): HTMLElement[] {
  const pattern = termsPattern(terms);
  if (!pattern) return [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const marks: HTMLElement[] = [];
  for (const node of nodes) {
    const text = node.data;
    pattern.lastIndex = 0;
    if (!pattern.test(text)) continue;
    pattern.lastIndex = 0;
    const fragment = document.createDocumentFragment();
    let cursor = 0;
    for (const match of text.matchAll(pattern)) {
      if (!match[0]) continue;
      fragment.append(text.slice(cursor, match.index));
      const mark = document.createElement('mark');
      mark.className = 'doc-hit';
      mark.dataset.hit = String(marks.length);
      mark.textContent = match[0];
      fragment.append(mark);
      marks.push(mark);
      cursor = match.index + match[0].length;
    }
    fragment.append(text.slice(cursor));
    node.replaceWith(fragment);
  }
  return marks;
}

/** The HTML with the terms marked (each mark numbered in data-hit), worked on a detached element. */
export function highlightHtml(html: string, terms: readonly string[]): { html: string; count: number } {
  if (terms.length === 0) return { html, count: 0 };
  const root = document.createElement('div');
  root.innerHTML = html;
  const marks = highlightTerms(root, terms);
  return marks.length === 0 ? { html, count: 0 } : { html: root.innerHTML, count: marks.length };
}

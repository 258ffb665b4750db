import { type CheerioAPI } from 'cheerio';

/**
 * DOM types as cheerio hands them out. They come from cheerio's own copy of domhandler, so they are derived
 * from cheerio's signatures instead of importing another domhandler version.
 */
export type Selection = ReturnType<CheerioAPI>;
export type DomNode = ReturnType<ReturnType<CheerioAPI['root']>['contents']>[number];
export type TextNode = DomNode & { data: string };

/** Calls `visit` on every text node under `node`, in document order, without building cheerio selections. */
export function eachTextNode(node: DomNode, visit: (text: TextNode) => void): void {
  if (node.type === 'text') {
    visit(node as TextNode);
    return;
  }
  const children = (node as { children?: DomNode[] }).children;
  if (children) for (const child of children) eachTextNode(child, visit);
}

export type DomElement = DomNode & { tagName: string; attribs: Record<string, string>; children: DomNode[] };

/** Every element under the selection's roots (roots excluded), in document order, in one walk. */
export function descendantElements(selection: Selection): DomElement[] {
  const found: DomElement[] = [];
  const walk = (node: DomNode) => {
    const children = (node as { children?: DomNode[] }).children ?? [];
    for (const child of children) {
      if ((child as { tagName?: string }).tagName) {
        found.push(child as DomElement);
        walk(child);
      }
    }
  };
  for (const root of selection.toArray()) walk(root);
  return found;
}

export function isElement(node: DomNode): node is DomElement {
  return Boolean((node as { tagName?: string }).tagName);
}

/** Element children of a node (cheerio's .children() without building a selection). */
export function childElements(node: DomNode): DomElement[] {
  return ((node as { children?: DomNode[] }).children ?? []).filter(isElement);
}

/** Concatenated text of a node; <br> counts as a space so 'Manila<br>SECOND' does not glue together. */
export function nodeText(node: DomNode): string {
  if (node.type === 'text') return (node as TextNode).data;
  if (isElement(node) && node.tagName === 'br') return ' ';
  return ((node as { children?: DomNode[] }).children ?? []).map(nodeText).join('');
}

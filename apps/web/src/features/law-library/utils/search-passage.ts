/**
 * A search result's matched passage, as the API computes it (services/search/snippets.ts): the text HTML-escaped,
 * the query's words between <mark> and </mark>, nothing else. Read into parts here and rendered as text and <mark>
 * elements, so even a changed server could not put markup on the page. Cut like the card's excerpt: 200 visible
 * characters, then '...'.
 */
export interface PassagePart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function passageParts(
  html: string | null | undefined,
  max = 200,
): { parts: PassagePart[]; cut: boolean } | null {
  const parts: PassagePart[] = [];
  let marked = false;
  let room = max;
  let cut = false;
  for (const token of (html ?? '').split(/(<\/?mark>)/)) {
    if (token === '<mark>' || token === '</mark>') {
      marked = token === '<mark>';
      continue;
    }
    const text = token.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
    if (!text) continue;
    if (text.length > room) {
      cut = true;
      if (room > 0) parts.push({ text: text.slice(0, room), marked });
      break;
    }
    parts.push({ text, marked });
    room -= text.length;
  }
  return parts.some((part) => part.text.trim()) ? { parts, cut } : null;
}

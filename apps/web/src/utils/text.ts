/** Text rules shared by several screens. Pure: unit-tested in text.test.ts. */

/**
 * Cuts at `max` characters and adds '...' when something was cut; null for blank text. Only leading space is
 * dropped before measuring: the API sends max + 1 characters to say "there is more", and that last one may be a space.
 */
export function truncate(text: string | null | undefined, max: number): string | null {
  const value = text?.trimStart();
  if (!value) return null;
  return value.length > max ? `${value.slice(0, max)}...` : value.trimEnd();
}

/** A library card's excerpt: 200 characters plus '...', or 'No content available'. */
export function documentExcerpt(text: string | null | undefined, max = 200): string {
  return truncate(text, max) ?? 'No content available';
}

/** A meta description: whitespace collapsed and hard-cut at `max` characters (no ellipsis in metadata). */
export function metaDescription(text: string | null | undefined, max: number): string | null {
  if (!text) return null;
  // Only the opening matters: a decision's text can run to 400,000 characters, and each page render reads it.
  for (let end = max * 2; ; end *= 2) {
    const value = text.slice(0, end).replace(/\s+/g, ' ').trimStart();
    if (value.length > max || end >= text.length) return value.slice(0, max).trim() || null;
  }
}

/** Thousands separators from 1000 on: 999 → '999', 1234 → '1,234'. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A count with its noun in the right number: 1 view, 2 views, 1,234 likes. */
export function countOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/** Plain text of an HTML fragment, without a DOM (works in tests and before render). */
export function stripHtml(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A readable name from a URL slug: 'dela-cruz-law' → 'Dela Cruz Law' (placeholder pages name things this way). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

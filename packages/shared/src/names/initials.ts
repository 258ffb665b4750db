/**
 * Avatar initials: the first letter of each of the first two words, in capitals.
 * Words that hold no letter ('(Ret.)' aside, '—') are skipped; '' when there is no letter at all.
 */
export function initials(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

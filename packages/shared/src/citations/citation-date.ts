/**
 * Dates of Philippine decisions and laws fall between 1900 and 2299 (the vectors' convention): a year outside
 * that window is a misreading ('G.R. No. 12, May 5, 1092'), so the citation keeps its number and drops the date.
 */
export function citationDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const year = Number(iso.slice(0, 4));
  return year >= 1900 && year <= 2299 ? iso : null;
}

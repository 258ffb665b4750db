/** One entry of a pager: a page number, or a gap shown as an ellipsis. */
export type PagerItem = number | 'ellipsis';

/**
 * Which page buttons to show: every page when there are 7 or fewer;
 * otherwise the first, the last and the pages within 2 of the current one, with an ellipsis for each gap.
 */
export function paginationWindow(current: number, totalPages: number, radius = 2, showAllUpTo = 7): PagerItem[] {
  const total = Math.max(0, Math.trunc(totalPages));
  if (total <= showAllUpTo) return Array.from({ length: total }, (_, index) => index + 1);

  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  const shown = new Set([1, total]);
  for (let candidate = page - radius; candidate <= page + radius; candidate += 1) {
    if (candidate >= 1 && candidate <= total) shown.add(candidate);
  }

  const items: PagerItem[] = [];
  let previous = 0;
  for (const candidate of [...shown].sort((a, b) => a - b)) {
    if (candidate - previous > 1) items.push('ellipsis');
    items.push(candidate);
    previous = candidate;
  }
  return items;
}

/**
 * One page of a list held in full in the browser: the page asked for, kept within the pages there are (a link to
 * page 9 of a list that has shrunk to 2 shows page 2), and how many pages there are (at least 1).
 */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages };
}

/** A page number from the address: a whole number from 1, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** '1 search', '12 searches', '1,250 views': a count with the right form of its noun. */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

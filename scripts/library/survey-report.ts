/** Counting and printing helpers of the collection surveys. */

/** A finding → how many files, and the first few paths as examples. */
export type Tally = Map<string, { count: number; paths: string[] }>;

export function tally(into: Tally, key: string, path: string, keep = 10): void {
  const entry = into.get(key) ?? { count: 0, paths: [] };
  entry.count += 1;
  if (entry.paths.length < keep) entry.paths.push(path);
  into.set(key, entry);
}

export function printSection(title: string, counts: Tally, examples: number): void {
  const total = [...counts.values()].reduce((sum, entry) => sum + entry.count, 0);
  console.log(`\n${title}: ${total}`);
  for (const [key, entry] of [...counts.entries()].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  ${String(entry.count).padStart(6)}  ${key}`);
    for (const path of entry.paths.slice(0, examples)) console.log(`          e.g. ${JSON.stringify(path)}`);
  }
}

/** The value at fraction `p` of the sorted times (1 = the largest). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Counts by name with a few example lines each, for survey reports. */
export interface Tally {
  add(name: string, example: string): void;
  total(): number;
  /** [name, count, examples] by count, largest first. */
  rows(): Array<[string, number, string[]]>;
}

export function tally(keepExamples = 10): Tally {
  const counts = new Map<string, { count: number; examples: string[] }>();
  let total = 0;
  return {
    add(name, example) {
      const entry = counts.get(name) ?? { count: 0, examples: [] };
      entry.count += 1;
      if (entry.examples.length < keepExamples) entry.examples.push(example);
      counts.set(name, entry);
      total += 1;
    },
    total: () => total,
    rows: () =>
      [...counts]
        .sort((a, b) => b[1].count - a[1].count)
        .map(([name, entry]) => [name, entry.count, entry.examples] as [string, number, string[]]),
  };
}

/** Collects positional parameters while a query is assembled: `where.push(\`year = ${p.add(year)}\`)`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
